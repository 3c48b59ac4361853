import en from './messages/auth.en.json';
import { namespace } from './namespace.ts';

/** Signing in and up. */
export const auth = namespace('auth', en, () => import('./messages/auth.bn.json'));
