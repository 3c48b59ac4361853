import { storedAccessToken } from '../../lib/access-token.ts';

const KEY = 'signed-in';

/**
 * Whether someone may be signed in in this browser. Only then does Firebase (29 KB gzip, and its
 * IndexedDB) start with the first page; for everyone else it starts with a sign-in form or action
 * (docs/performance.md). A session begun before this hint existed still has the store's access
 * token in storage. Without storage there is no telling, and Firebase starts.
 */
export function maybeSignedIn(): boolean {
  try {
    return localStorage.getItem(KEY) !== null || storedAccessToken() !== null;
  } catch {
    return true;
  }
}

/** Kept as Firebase reports who is signed in. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(KEY, '1');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: maybeSignedIn() then always starts Firebase.
  }
}

/** Calls `onSignIn` when someone signs in in another tab of this browser, which this one then follows. */
export function onSignInElsewhere(onSignIn: () => void): () => void {
  const follow = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue !== null) onSignIn();
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}
