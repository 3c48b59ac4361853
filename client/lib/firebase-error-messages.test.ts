import { describe, expect, it } from 'vitest';
import { FIREBASE_AUTH_MESSAGES, firebaseAuthMessage } from './firebase-error-messages.ts';

/** The codes the login, sign-up and Google sign-in forms can meet (Firebase Auth's documented errors for those calls). */
const FORM_CODES = [
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
  'auth/weak-password',
  'auth/email-already-in-use',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/popup-closed-by-user',
  'auth/cancelled-popup-request',
  'auth/popup-blocked',
  'auth/account-exists-with-different-credential',
  'auth/operation-not-allowed',
  'auth/internal-error',
];

/** What FirebaseError looks like to the app: a code, and a message meant for developers. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('Firebase Auth errors, as people read them', () => {
  it.each(FORM_CODES)('%s reads as a sentence, without the code or "Firebase"', (code) => {
    const message = firebaseAuthMessage(firebaseError(code));
    expect(message).toBe(FIREBASE_AUTH_MESSAGES[code]);
    expect(message).toMatch(/^[A-Z].*\.$/);
    expect(message).not.toMatch(/firebase|auth\//i);
  });

  it('a wrong password and an unknown email read the same, so the form does not say which accounts exist', () => {
    expect(firebaseAuthMessage(firebaseError('auth/user-not-found'))).toBe(firebaseAuthMessage(firebaseError('auth/wrong-password')));
  });

  it('a code Firebase adds later still reads as a sentence', () => {
    expect(firebaseAuthMessage(firebaseError('auth/some-new-code'))).toBe('Signing in did not work. Please try again.');
  });

  it('leaves other errors alone', () => {
    expect(firebaseAuthMessage(new Error('Your card was declined.'))).toBeNull();
    expect(firebaseAuthMessage(Object.assign(new Error('x'), { code: 'P2002' }))).toBeNull();
    expect(firebaseAuthMessage('auth/wrong-password')).toBeNull();
  });
});
