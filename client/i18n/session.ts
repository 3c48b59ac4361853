import en from './messages/session.en.json';
import { namespace } from './namespace.ts';

/** The route guard's one sentence, which every page loads first: apart from `auth`, too big for that. */
export const session = namespace('session', en, () => import('./messages/session.bn.json'));
