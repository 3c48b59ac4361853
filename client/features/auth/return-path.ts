import type { Location } from 'react-router';

/** Where to go after signing in: the protected page that sent the visitor to /login, else the front page. */
export function returnPath(location: Location): string {
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !('from' in state)) return '/';
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') return '/';
  // Only paths inside this store: state can be set by anything that links here.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//') || from.pathname === '/login') return '/';
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return from.pathname + search + hash;
}
