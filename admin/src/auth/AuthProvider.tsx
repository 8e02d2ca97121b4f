import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { removeAllLocalDrafts } from '../screens/pages/editor/localDraftCopy';
import { leaveAllPages, resumePresence } from '../screens/pages/editor/presence/usePagePresence';
import { AuthContext, type AuthState, type SignOutReason } from './authContext';
import type { Permission } from './permissions';
import { CurrentUserQuery, LoginMutation, LogoutMutation } from './sessionDocuments';

type Session =
  | { status: 'checking' }
  | { status: 'signedIn' }
  | { status: 'signedOut'; reason: SignOutReason | null };

/**
 * Authentication state: the `me` check at start decides signed in or not; login and
 * sign-out change it. The user itself is read from the Apollo cache, so a profile change
 * (name, image) anywhere shows up everywhere.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [session, setSession] = useState<Session>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    const check = async () => {
      let next: Session = { status: 'signedOut', reason: null };
      try {
        const { data } = await client.query({ query: CurrentUserQuery, fetchPolicy: 'network-only' });
        // A user id of 0 counts as nobody.
        if (data && data.me.id !== 0) next = { status: 'signedIn' };
      } catch {
        // A failed check means not authenticated.
      }
      if (current) setSession(next);
    };
    void check();
    return () => {
      current = false;
    };
  }, [client]);

  const signedIn = session.status === 'signedIn';
  const { data } = useQuery(CurrentUserQuery, { fetchPolicy: 'cache-only', skip: !signedIn });
  const user = signedIn ? (data?.me ?? null) : null;

  const login = useCallback(
    async (email: string, password: string) => {
      const { data: answer } = await client.mutate({ mutation: LoginMutation, variables: { email, password } });
      if (!answer) throw new Error('The login answered no user');
      client.writeQuery({ query: CurrentUserQuery, data: { me: answer.login } });
      setSession({ status: 'signedIn' });
    },
    [client],
  );

  const signOut = useCallback(
    async (reason: SignOutReason) => {
      // While the session stands: a tab leaving a page after the logout would be refused.
      await leaveAllPages();
      try {
        await client.mutate({ mutation: LogoutMutation });
      } catch (error) {
        if (reason === 'logout') {
          resumePresence();
          throw error;
        }
        // Signing out for inactivity goes on regardless: the session expires on its own.
        console.error('The logout call failed', error);
      }
      // Unmount the signed-in screens first, so clearing the cache refetches none of their queries.
      flushSync(() => setSession({ status: 'signedOut', reason }));
      // After the editor is gone (it writes its copy until then): nothing unsaved stays in this browser.
      removeAllLocalDrafts();
      await client.clearStore();
    },
    [client],
  );

  const state = useMemo<AuthState>(() => {
    const granted = new Set(user?.role.permissions.map((permission) => permission.name));
    const can = (permission: Permission) => granted.has(permission);
    return {
      authenticated: session.status === 'checking' ? null : signedIn,
      user,
      can,
      canAny: (permissions) => permissions.some(can),
      signedOutReason: session.status === 'signedOut' ? session.reason : null,
      login,
      signOut,
    };
  }, [session, signedIn, user, login, signOut]);

  return <AuthContext value={state}>{children}</AuthContext>;
}
