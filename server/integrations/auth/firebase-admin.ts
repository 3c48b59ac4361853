import { cert, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import type { Config } from '../../config.ts';

/**
 * firebase-admin's Auth for the configured project. In emulator mode it talks to the emulator named
 * by FIREBASE_AUTH_EMULATOR_HOST (firebase-admin reads that variable when the Auth is made) and
 * needs no credentials.
 */
export function createFirebaseAuth(config: Config): Auth {
  const credential =
    config.useAuthEmulator || !config.FIREBASE_CLIENT_EMAIL || !config.FIREBASE_PRIVATE_KEY
      ? undefined
      : cert({
          projectId: config.firebaseProjectId,
          clientEmail: config.FIREBASE_CLIENT_EMAIL,
          privateKey: config.FIREBASE_PRIVATE_KEY.replace(/\\n/g, '\n'),
        });
  const app = initializeApp({ projectId: config.firebaseProjectId, ...(credential && { credential }) }, `bookstore-${Date.now()}-${Math.random()}`);
  return getAuth(app);
}
