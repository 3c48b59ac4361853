import en from './messages/update.en.json';
import { namespace } from './namespace.ts';

/** The prompt to reload into a new version: loaded only when one waits. */
export const update = namespace('update', en, () => import('./messages/update.bn.json'));
