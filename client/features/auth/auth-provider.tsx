import { type Query, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { mayHavePush } from '../../lib/push-permission.ts';
import { useTRPC, useTRPCClient, type TRPCClient } from '../../lib/trpc.ts';
import { clearAccessToken, exchangeIdToken, holdTokenRenewal, setIdentitySource } from '../../lib/access-token.ts';
import { AuthContext, type AuthContextValue } from './auth-context.ts';
import type { AuthUser } from './auth-user.ts';
import type { FirebaseSession } from './firebase-session.ts';
import { maybeSignedIn, onSignInElsewhere, rememberSignedIn } from './signed-in-hint.ts';

/** The auth state stops loading after this long even if Firebase has not answered. */
const AUTH_LOADING_FALLBACK_MS = 1500;

/** Every read but the public catalog's (tRPC keys start with the procedure's path: [['catalog', 'categories'], …]). */
function readsAsTheUser(query: Query): boolean {
  const path: unknown = query.queryKey[0];
  return !(Array.isArray(path) && path[0] === 'catalog');
}

/** Phones are often shared: a browser stops getting an account's notifications when it signs out. Never holds the sign-out up. */
async function stopPushHere(client: TRPCClient): Promise<void> {
  if (!mayHavePush()) return;
  try {
    await (await import('../../lib/push-device.ts')).forgetThisDevice(client);
  } catch (error) {
    console.error('Could not stop notifications on this device', error);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const queryClient = useQueryClient();
  const [user, setUser] = useState<AuthUser | null>(null);
  // Nobody signed in here: Firebase waits for a sign-in form, and the page knows at once.
  const [started, setStarted] = useState(maybeSignedIn);
  const [loading, setLoading] = useState(started);
  const [initialising, setInitialising] = useState(started);
  const [googleSignIn, setGoogleSignIn] = useState<AuthContextValue['googleSignIn']>(null);
  const sessionRef = useRef<Promise<FirebaseSession> | null>(null);

  /** Firebase starts from the server's runtime config; a failed start is retried on the next call. */
  const startSession = useCallback((): Promise<FirebaseSession> => {
    if (!sessionRef.current) {
      const starting = queryClient
        .query(trpc.catalog.storeConfig.queryOptions(undefined, { staleTime: Infinity }))
        .then(async (config) => (await import('./firebase-session.ts')).startFirebaseSession(config));
      starting.catch(() => {
        if (sessionRef.current === starting) sessionRef.current = null;
      });
      sessionRef.current = starting;
    }
    return sessionRef.current;
  }, [queryClient, trpc]);

  /** Firebase for an action, which the page follows from then on. */
  const session = useCallback((): Promise<FirebaseSession> => {
    setStarted(true);
    return startSession();
  }, [startSession]);

  useEffect(() => {
    if (!started) return onSignInElsewhere(() => setStarted(true));
    let active = true;
    let unsubscribe: (() => void) | undefined;
    const settle = () => {
      clearTimeout(fallback);
      setLoading(false);
      setInitialising(false);
    };
    const fallback = setTimeout(settle, AUTH_LOADING_FALLBACK_MS);
    startSession().then(
      (s) => {
        if (!active) return;
        setIdentitySource(() => {
          const email = s.currentEmail();
          return email ? { email, idToken: s.idToken } : null;
        });
        unsubscribe = s.onUserChanged((next) => {
          // Nobody is signed in: a token left in storage belongs to no one any more.
          if (!next) clearAccessToken();
          rememberSignedIn(next !== null);
          // Set with the first user state, so the page renders once for both.
          setGoogleSignIn(s.emulator ? 'test-identity' : 'popup');
          setUser(next);
          settle();
        });
      },
      (error: unknown) => {
        console.error('Sign-in is unavailable: Firebase could not start', error);
        if (active) settle();
      },
    );
    return () => {
      active = false;
      clearTimeout(fallback);
      unsubscribe?.();
    };
  }, [startSession, started]);

  /**
   * Every auth action sets loading first. It is cleared when the action ends, failed
   * or not: Firebase reports no auth change for a failure or a profile update. Failures reach the caller.
   */
  const run = useCallback(
    async <T,>(action: (s: FirebaseSession) => Promise<T>): Promise<T> => {
      setLoading(true);
      try {
        return await action(await session());
      } finally {
        setLoading(false);
      }
    },
    [session],
  );

  // Sign-in results are applied at once: onAuthStateChanged may report after the caller navigates,
  // and updateProfile does not report at all.
  const signedIn = useCallback((next: AuthUser) => {
    setUser(next);
    return next;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading,
      initialising,
      googleSignIn,
      confirmEmailVerified: async () => {
        const s = await session();
        if (!(await s.refreshEmailVerified())) return false;
        // The exchange carries the fresh ID token, which is what marks the record verified.
        const email = s.currentEmail();
        if (email) await exchangeIdToken(email, await s.idToken());
        await queryClient.invalidateQueries(trpc.users.pathFilter());
        return true;
      },
      signUp: (email, password) => run((s) => s.signUp(email, password)).then(signedIn),
      signIn: (email, password) => run((s) => s.signIn(email, password)).then(signedIn),
      signInWithGoogle: (testIdentity) => run((s) => s.signInWithGoogle(testIdentity)).then(signedIn),
      updateUserProfile: (profile) => run((s) => s.updateProfile(profile)).then(signedIn),
      signOut: async () => {
        await stopPushHere(trpcClient);
        // Stop reading as this user before the token goes: with no user the pages' signed-in reads
        // are switched off (committed at once, so none starts after this line), and reads still in
        // flight are cancelled, so none is sent without a token and answered "Sign in first".
        flushSync(() => setUser(null));
        await queryClient.cancelQueries({ predicate: readsAsTheUser });
        await run((s) => s.signOut());
        clearAccessToken();
        // Whatever was read as this user must not show for the next one.
        queryClient.removeQueries({ predicate: readsAsTheUser });
      },
      idToken: async () => (await session()).idToken(),
      obtainAccessToken: async () => (await session()).obtainAccessToken(),
      discardNewAccount: async () => (await session()).deleteCurrentUser(),
      prepare: () => setStarted(true),
      beginFlow: holdTokenRenewal,
    }),
    [user, loading, initialising, googleSignIn, run, signedIn, session, queryClient, trpc, trpcClient],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
