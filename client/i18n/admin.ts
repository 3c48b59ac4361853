import en from './messages/admin.en.json';
import { namespace } from './namespace.ts';

/** The admin's screens: buyers and sellers, reported items, problems and what deleted sellers are owed. */
export const admin = namespace('admin', en, () => import('./messages/admin.bn.json'));
