import { createContext, useContext } from 'react';
import type { AuthUser, GoogleTestIdentity } from './auth-user.ts';

export type AuthContextValue = {
  user: AuthUser | null;
  /** True until Firebase reports the auth state (1.5 s at the latest) and while an auth action runs. */
  loading: boolean;
  /**
   * True until the first auth state is known (or the 1.5 s fallback passes). False from the start
   * in a browser where nobody is signed in (client/features/auth/signed-in-hint.ts).
   */
  initialising: boolean;
  /** How 'Sign in as a buyer' works here; null until Firebase has started. */
  googleSignIn: 'popup' | 'test-identity' | null;
  /**
   * Checks whether the email is verified now (its link, which the store mails, followed); if so the
   * store is told with a fresh token and the user's record is read again. Answers whether it is.
   */
  confirmEmailVerified: () => Promise<boolean>;
  signUp: (email: string, password: string) => Promise<AuthUser>;
  signIn: (email: string, password: string) => Promise<AuthUser>;
  /** A popup with a real Firebase project; the typed test identity with the emulator. */
  signInWithGoogle: (testIdentity?: GoogleTestIdentity) => Promise<AuthUser>;
  updateUserProfile: (profile: { displayName?: string | null; photoURL?: string | null }) => Promise<AuthUser>;
  signOut: () => Promise<void>;
  /** The signed-in user's Firebase ID token. */
  idToken: () => Promise<string>;
  /** Gets and stores the app access token for the signed-in user; throws when the server refuses. */
  obtainAccessToken: () => Promise<void>;
  /** Removes the account just created when its sign-up could not finish. */
  discardNewAccount: () => Promise<void>;
  /** Starts Firebase ahead of a sign-in form's use, where it did not start with the page. */
  prepare: () => void;
  /** Requests carry the ID token until the returned function is called (see holdTokenRenewal). */
  beginFlow: () => () => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
