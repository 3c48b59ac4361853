import en from './messages/session.en.json';
import { namespace } from './namespace.ts';

/** The sign-in state, which every page loads first (the route guard, the auth provider): apart from `auth`, too big for that. */
export const session = namespace('session', en, () => import('./messages/session.bn.json'));
