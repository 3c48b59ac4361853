import en from './messages/bell.en.json';
import { namespace } from './namespace.ts';

/** The notification bell's own words (its chunk loads when it opens); the notifications' sentences are the server's. */
export const bell = namespace('bell', en, () => import('./messages/bell.bn.json'));
