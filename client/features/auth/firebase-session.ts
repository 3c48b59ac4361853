import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  reload,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import type { StoreConfig } from '../../../shared/store-config.ts';
import { auth as authWords } from '../../i18n/auth.ts';
import { exchangeIdToken } from '../../lib/access-token.ts';
import { firebaseAuthMessage } from '../../lib/firebase-error-messages.ts';
import type { AuthUser, GoogleTestIdentity } from './auth-user.ts';

/*
 * Only ever loaded through import(): Firebase stays out of the first chunk of every page.
 */

export type FirebaseSession = ReturnType<typeof createSession>;

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, email: user.email, displayName: user.displayName, photoURL: user.photoURL };
}

/**
 * Runs a Firebase call; its failure leaves this module as a sentence a person can act on, never as
 * Firebase's developer text ("Firebase: Error (auth/wrong-password).").
 */
async function plainly<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const message = firebaseAuthMessage(error);
    throw message ? new Error(message, { cause: error }) : error;
  }
}

/** Google's `sub` is a stable numeric id; derive one from the email so a test identity keeps its account. */
function subjectFor(email: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(email)) {
    hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n);
  }
  return hash.toString();
}

function createSession(config: StoreConfig) {
  const app = initializeApp({
    apiKey: config.firebase.apiKey,
    authDomain: config.firebase.authDomain,
    projectId: config.firebase.projectId,
  });
  // initializeAuth without a popupRedirectResolver: getAuth() would fetch Google's scripts at start
  // on mobile user agents (a request at every start, failing offline). Only the Google popup call is given the resolver.
  // (Bundling cannot split it off: firebase/auth is one module, so the chunk holds its code anyway.)
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  // The store proxies the emulator, so the page reaches it at whatever address it was opened by.
  const emulatorUrl = config.firebase.emulatorUrl === null ? null : new URL(config.firebase.emulatorUrl, window.location.href).origin;
  if (emulatorUrl) connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });

  /** The emulator accepts an unsigned Google ID token given as JSON, which needs no network beyond it. */
  const signInWithGoogleTestIdentity = ({ name, email }: GoogleTestIdentity) =>
    plainly(async () => {
      const idToken = JSON.stringify({ sub: subjectFor(email.toLowerCase()), email, email_verified: true, name });
      return toAuthUser((await signInWithCredential(auth, GoogleAuthProvider.credential(idToken))).user);
    });

  const requireUser = (): User => {
    if (!auth.currentUser) throw new Error(authWords.t('notSignedIn'));
    return auth.currentUser;
  };

  return {
    emulator: Boolean(emulatorUrl),
    currentEmail: () => auth.currentUser?.email ?? null,
    idToken: () => requireUser().getIdToken(),
    onUserChanged: (listener: (user: AuthUser | null) => void) => onAuthStateChanged(auth, (user) => listener(user ? toAuthUser(user) : null)),
    signUp: (email: string, password: string) => plainly(async () => toAuthUser((await createUserWithEmailAndPassword(auth, email, password)).user)),
    signIn: (email: string, password: string) => plainly(async () => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)),
    /** Google's popup with a real Firebase project; with the emulator, the typed test identity. */
    signInWithGoogle: (testIdentity?: GoogleTestIdentity) => {
      if (!emulatorUrl) return plainly(async () => toAuthUser((await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user));
      if (!testIdentity) throw new Error(authWords.t('googleTestIdentity'));
      return signInWithGoogleTestIdentity(testIdentity);
    },
    /** Gets and stores the store's access token for the signed-in user; throws when the store refuses. */
    obtainAccessToken: async () => {
      const email = auth.currentUser?.email;
      if (!email) throw new Error(authWords.t('notSignedIn'));
      const token = await exchangeIdToken(email, await requireUser().getIdToken());
      if (!token) throw new Error(authWords.t('sessionRefused'));
    },
    updateProfile: (profile: { displayName?: string | null; photoURL?: string | null }) =>
      plainly(async () => {
        const user = requireUser();
        await updateProfile(user, profile);
        return toAuthUser(user);
      }),
    /** Whether the email is verified now, with an ID token that says so (after the link was followed elsewhere). */
    refreshEmailVerified: async () => {
      const user = requireUser();
      await reload(user);
      await user.getIdToken(true);
      return user.emailVerified;
    },
    /** Undoes an account whose sign-up could not finish, so the same email can sign up again. */
    deleteCurrentUser: () => plainly(() => deleteUser(requireUser())),
    signOut: () => signOut(auth),
  };
}

let session: FirebaseSession | null = null;

/** One Firebase app per page: initializeAuth may run only once. */
export function startFirebaseSession(config: StoreConfig): FirebaseSession {
  session ??= createSession(config);
  return session;
}
