import { auth } from '../i18n/auth.ts';
import type { KeyOf } from '../i18n/namespace.ts';

/**
 * Firebase Auth's error codes, as a sentence a person can act on. Every code the login, sign-up and
 * Google sign-in forms can meet is here; Firebase's own text ("Firebase: Error (auth/wrong-password).")
 * is for developers. Kept free of the Firebase SDK: it is read from the error's `code` only.
 */
const SENTENCES: Record<string, KeyOf<typeof auth>> = {
  'auth/wrong-password': 'error.wrongCredentials',
  'auth/invalid-credential': 'error.wrongCredentials',
  'auth/invalid-login-credentials': 'error.wrongCredentials',
  'auth/user-not-found': 'error.wrongCredentials',
  'auth/invalid-email': 'error.invalidEmail',
  'auth/missing-email': 'error.missingEmail',
  'auth/missing-password': 'error.missingPassword',
  'auth/weak-password': 'error.weakPassword',
  'auth/password-does-not-meet-requirements': 'error.weakPassword',
  'auth/email-already-in-use': 'error.emailInUse',
  'auth/account-exists-with-different-credential': 'error.accountExists',
  'auth/credential-already-in-use': 'error.credentialInUse',
  'auth/user-disabled': 'error.userDisabled',
  'auth/too-many-requests': 'error.tooMany',
  'auth/quota-exceeded': 'error.tooMany',
  'auth/network-request-failed': 'error.network',
  'auth/timeout': 'error.timeout',
  'auth/popup-closed-by-user': 'error.googleWindowClosed',
  'auth/cancelled-popup-request': 'error.googleWindowClosed',
  'auth/user-cancelled': 'error.googleWindowClosed',
  'auth/popup-blocked': 'error.popupBlocked',
  'auth/operation-not-allowed': 'error.notAllowed',
  'auth/requires-recent-login': 'error.recentLogin',
  'auth/user-token-expired': 'error.sessionEnded',
  'auth/invalid-user-token': 'error.sessionEnded',
  'auth/invalid-api-key': 'error.notSetUp',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'error.notSetUp',
  'auth/app-not-authorized': 'error.notSetUp',
  'auth/unauthorized-domain': 'error.notSetUp',
  'auth/internal-error': 'error.internal',
};

/** Firebase's shortest password (the sign-up form asks for as much: shared/users.ts). */
const PASSWORD_MIN = 6;

const sentence = (key: KeyOf<typeof auth>) => auth.t(key, { min: PASSWORD_MIN });

/** Each code's sentence, in the page's language when it is read. */
export const FIREBASE_AUTH_MESSAGES: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(Object.entries(SENTENCES).map(([code, key]) => [code, { get: () => sentence(key), enumerable: true }])),
);

/** The sentence for a Firebase Auth error, or null when the error is not one. A code not listed (Firebase adds codes over time) still reads as a sentence, never the raw code. */
export function firebaseAuthMessage(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  const code: unknown = error.code;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return null;
  return sentence(SENTENCES[code] ?? 'error.unknown');
}
