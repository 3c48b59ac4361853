import en from './messages/verify-email.en.json';
import { namespace } from './namespace.ts';

/** Verifying an email address: apart from `auth` because its banner is on every page a signed-in person opens. */
export const verifyEmail = namespace('verify-email', en, () => import('./messages/verify-email.bn.json'));
