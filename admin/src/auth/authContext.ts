import { createContext } from 'react';
import type { CurrentUserFieldsFragment } from '../gql/graphql';
import type { Permission } from './permissions';

export type CurrentUser = CurrentUserFieldsFragment;

/** Why nobody is signed in: never was in this tab, chose to log out, or was idle too long. */
export type SignOutReason = 'logout' | 'inactivity';

export interface AuthState {
  /** Null while the session check runs, then true or false. */
  authenticated: boolean | null;
  user: CurrentUser | null;
  /** Whether the signed-in user's role holds the permission. */
  can(permission: Permission): boolean;
  /** Whether the role holds at least one of them. */
  canAny(permissions: readonly Permission[]): boolean;
  signedOutReason: SignOutReason | null;
  /** Throws the server's errors (AUTH_01, AUTH_03, ...) when the login is refused. */
  login(email: string, password: string): Promise<void>;
  /** Ends the session and empties the Apollo cache; an explicit logout throws when the server refuses. */
  signOut(reason: SignOutReason): Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

/** The session's state with `user` and what its role may do. */
export function withUser(session: Omit<AuthState, 'user' | 'can' | 'canAny'>, user: CurrentUser | null): AuthState {
  const granted = new Set(user?.role.permissions.map((permission) => permission.name));
  const can = (permission: Permission) => granted.has(permission);
  return { ...session, user, can, canAny: (permissions) => permissions.some(can) };
}
