import type { Location } from 'react-router';
import { auth } from '../../i18n/auth.ts';
import type { KeyOf } from '../../i18n/namespace.ts';

type From = { pathname: string; search: string; hash: string };

/** The protected page that sent the visitor to /login (RequireAuth puts it in the location's state), if it is one of ours. */
function fromOf(location: Location): From | null {
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from: unknown = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from) || typeof from.pathname !== 'string') return null;
  // Only paths inside this store: state can be set by anything that links here.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//') || from.pathname === '/login') return null;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return { pathname: from.pathname, search, hash };
}

/** The page to go back to after signing in: the one that sent the visitor to /login, if any. */
export function returnFrom(location: Location): string | null {
  const from = fromOf(location);
  return from ? from.pathname + from.search + from.hash : null;
}

/** Where to go after signing in: the page that sent the visitor to /login, else the front page. */
export function returnPath(location: Location): string {
  return returnFrom(location) ?? '/';
}

/** What each protected page is for, most specific first, to finish "Log in to …". */
const PURPOSES: Array<[prefix: string, purpose: KeyOf<typeof auth>]> = [
  ['/dashboard/buyer/payment/', 'purpose.payment'],
  ['/dashboard/buyer', 'purpose.myOrders'],
  ['/dashboard/add-book', 'purpose.addBook'],
  ['/dashboard/my-products', 'purpose.myProducts'],
  ['/dashboard/admin/all-seller', 'purpose.allSellers'],
  ['/dashboard/admin/all-buyer', 'purpose.allBuyers'],
  ['/dashboard/admin/reported-items', 'purpose.reported'],
  ['/dashboard/messages', 'purpose.messages'],
  ['/dashboard', 'purpose.dashboard'],
  ['/category/', 'purpose.category'],
  ['/search', 'purpose.search'],
];

/** Why the visitor is on /login, when a protected page sent them: "Log in to open My Orders." */
export function loginReason(location: Location): string | null {
  const from = fromOf(location);
  if (!from) return null;
  const under = (prefix: string) => from.pathname === prefix || from.pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  const purpose = PURPOSES.find(([prefix]) => under(prefix))?.[1];
  return auth.t('logInTo', { purpose: auth.t(purpose ?? 'purpose.other') });
}
