import type { Auth } from 'firebase-admin/auth';
import type { Config } from '../../config.ts';
import { createFirebaseAuth } from './firebase-admin.ts';

/** Who an identity-provider ID token says the caller is. */
export type VerifiedIdentity = {
  uid: string;
  email: string | null;
  /** Whether the provider confirmed the email (Google sign-in, or a password account's verification link). */
  emailVerified: boolean;
  provider: string;
};

/** The identity provider as the server uses it: verify ID tokens, remove accounts. */
export interface IdentityProvider {
  /** Throws when the token is not a valid, unrevoked ID token for an existing account. */
  verifyIdToken(token: string): Promise<VerifiedIdentity>;
  deleteAccount(uid: string): Promise<void>;
  /**
   * A link that proves its follower owns `email` (the store mails it), leading on to `continueUrl`
   * afterwards. The emulator's link is given on the store's own origin, which passes it on.
   */
  emailVerificationLink(email: string, continueUrl: string): Promise<string>;
  auth: Auth;
}

/**
 * Firebase Auth through firebase-admin. Tokens are checked for revocation too, so an ID token of a
 * deleted or disabled account stops working at once rather than when it expires.
 */
export function firebaseIdentityProvider(config: Config): IdentityProvider {
  if (config.useAuthEmulator) {
    // firebase-admin reads this variable when the Auth is made (so before createFirebaseAuth): it
    // is what makes it accept the emulator's unsigned tokens, so it is set only in emulator mode
    // (config refuses it otherwise).
    if (!config.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('emulator mode needs FIREBASE_AUTH_EMULATOR_HOST');
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const auth = createFirebaseAuth(config);
  return {
    auth,
    async verifyIdToken(token) {
      const decoded = await auth.verifyIdToken(token, true);
      return {
        uid: decoded.uid,
        email: decoded.email?.toLowerCase() ?? null,
        emailVerified: decoded.email_verified === true,
        provider: decoded.firebase.sign_in_provider,
      };
    },
    async emailVerificationLink(email, continueUrl) {
      const link = await auth.generateEmailVerificationLink(email, { url: continueUrl });
      if (!config.useAuthEmulator) return link;
      // The emulator names its own loopback address, which a browser elsewhere cannot reach.
      const { pathname, search } = new URL(link);
      return new URL(pathname + search, config.publicUrl).href;
    },
    async deleteAccount(uid) {
      await auth.deleteUser(uid).catch((error: unknown) => {
        if (firebaseCode(error) !== 'auth/user-not-found') throw error;
      });
    },
  };
}

/** The code of a Firebase Admin error (`auth/user-not-found`, ...), if it is one. */
export function firebaseCode(error: unknown): string | undefined {
  const code = error !== null && typeof error === 'object' && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}
