import en from './messages/edition.en.json';
import { namespace } from './namespace.ts';

/** /isbn/:isbn: every copy of one edition. */
export const edition = namespace('edition', en, () => import('./messages/edition.bn.json'));
