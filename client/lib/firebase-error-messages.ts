/**
 * Firebase Auth's error codes, as a sentence a person can act on. Every code the login, sign-up and
 * Google sign-in forms can meet is here; Firebase's own text ("Firebase: Error (auth/wrong-password).")
 * is for developers. Kept free of the Firebase SDK: it is read from the error's `code` only.
 */
const WRONG_CREDENTIALS = 'The email or password is not right. Check them and try again.';
const TOO_MANY = 'Too many attempts. Wait a few minutes and try again.';
const GOOGLE_WINDOW_CLOSED = 'The Google sign-in window closed before you finished. Try again.';
const NOT_SET_UP = 'Signing in is not set up correctly on this store. Please try again later.';

export const FIREBASE_AUTH_MESSAGES: Record<string, string> = {
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-email': 'Enter a valid email address.',
  'auth/missing-email': 'Enter your email address.',
  'auth/missing-password': 'Enter your password.',
  'auth/weak-password': 'Choose a stronger password: at least 6 characters.',
  'auth/password-does-not-meet-requirements': 'Choose a stronger password: at least 6 characters.',
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/account-exists-with-different-credential': 'This email already has an account. Log in with your email and password.',
  'auth/credential-already-in-use': 'This Google account is already linked to another account.',
  'auth/user-disabled': 'This account has been disabled. Contact the store for help.',
  'auth/too-many-requests': TOO_MANY,
  'auth/quota-exceeded': TOO_MANY,
  'auth/network-request-failed': 'We could not reach the sign-in service. Check your connection and try again.',
  'auth/timeout': 'The sign-in service took too long to answer. Try again.',
  'auth/popup-closed-by-user': GOOGLE_WINDOW_CLOSED,
  'auth/cancelled-popup-request': GOOGLE_WINDOW_CLOSED,
  'auth/user-cancelled': GOOGLE_WINDOW_CLOSED,
  'auth/popup-blocked': 'Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.',
  'auth/operation-not-allowed': 'This way of signing in is turned off on this store.',
  'auth/requires-recent-login': 'For your security, log in again before doing this.',
  'auth/user-token-expired': 'Your session has ended. Please log in again.',
  'auth/invalid-user-token': 'Your session has ended. Please log in again.',
  'auth/invalid-api-key': NOT_SET_UP,
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': NOT_SET_UP,
  'auth/app-not-authorized': NOT_SET_UP,
  'auth/unauthorized-domain': NOT_SET_UP,
  'auth/internal-error': 'Signing in failed on our side. Please try again.',
};

/** For a code not listed (Firebase adds codes over time): still a sentence, never the raw code. */
const UNKNOWN_AUTH_ERROR = 'Signing in did not work. Please try again.';

/** The sentence for a Firebase Auth error, or null when the error is not one. */
export function firebaseAuthMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code: unknown = error.code;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return null;
  return FIREBASE_AUTH_MESSAGES[code] ?? UNKNOWN_AUTH_ERROR;
}
