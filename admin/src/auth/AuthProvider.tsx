import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { AuthContext, withUser, type CurrentUser, type SignOutReason } from './authContext';
import { currentUserOperation, loginOperation, logoutOperation } from './sessionOperations';
import { sessionRequest } from './sessionRequest';

/**
 * What signing out tidies up: from the signed-in shell's chunk (app/signedInShell.ts), which every
 * signed-in tab has loaded, so signing out needs no download. The app hands its loader in
 * (App.tsx): the session code names no screen.
 */
export interface SignedInShell {
  /** Leaves every page this tab is present on. */
  leaveAllPages(): Promise<void>;
  /** Undoes leaveAllPages when the logout failed. */
  resumePresence(): void;
  /** Forgets the editor's unsaved copies in this browser. */
  removeAllLocalDrafts(): void;
  apolloClient(): { clearStore(): Promise<unknown> };
}

type Session = { status: 'checking' } | { status: 'signedIn'; user: CurrentUser } | { status: 'signedOut'; reason: SignOutReason | null };

/**
 * Authentication state: the `me` check at start decides signed in or not; login and
 * sign-out change it. These calls go without Apollo (sessionRequest); the signed-in screens
 * then keep the user in the Apollo cache (SignedInSession), so a profile change shows everywhere.
 */
export function AuthProvider({ loadSignedInShell, children }: { loadSignedInShell: () => Promise<SignedInShell>; children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'checking' });

  useEffect(() => {
    let current = true;
    const check = async () => {
      let next: Session = { status: 'signedOut', reason: null };
      try {
        const { me } = await sessionRequest(currentUserOperation);
        // A user id of 0 counts as nobody.
        if (me.id !== 0) next = { status: 'signedIn', user: me };
      } catch {
        // A failed check means not authenticated.
      }
      if (current) setSession(next);
    };
    void check();
    return () => {
      current = false;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const { login: user } = await sessionRequest(loginOperation, { email, password });
    setSession({ status: 'signedIn', user });
  }, []);

  const signOut = useCallback(
    async (reason: SignOutReason) => {
      const signedIn = await loadSignedInShell();
      // While the session stands: a tab leaving a page after the logout would be refused.
      await signedIn.leaveAllPages();
      try {
        await sessionRequest(logoutOperation);
      } catch (error) {
        if (reason === 'logout') {
          signedIn.resumePresence();
          throw error;
        }
        // Signing out for inactivity goes on regardless: the session expires on its own.
        console.error('The logout call failed', error);
      }
      // Unmount the signed-in screens first, so clearing the cache refetches none of their queries.
      flushSync(() => setSession({ status: 'signedOut', reason }));
      // After the editor is gone (it writes its copy until then): nothing unsaved stays in this browser.
      signedIn.removeAllLocalDrafts();
      await signedIn.apolloClient().clearStore();
    },
    [loadSignedInShell],
  );

  const state = useMemo(
    () =>
      withUser(
        {
          authenticated: session.status === 'checking' ? null : session.status === 'signedIn',
          signedOutReason: session.status === 'signedOut' ? session.reason : null,
          login,
          signOut,
        },
        session.status === 'signedIn' ? session.user : null,
      ),
    [session, login, signOut],
  );

  return <AuthContext value={state}>{children}</AuthContext>;
}
