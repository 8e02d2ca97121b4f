import { useContext } from 'react';
import { AuthContext, type AuthState } from './authContext';

/** The session: who is signed in, what they may do, login and sign-out. */
export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside AuthProvider');
  return state;
}
