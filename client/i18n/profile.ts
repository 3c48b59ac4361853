import en from './messages/profile.en.json';
import { namespace } from './namespace.ts';

/** The profile page (name, photo, bio), its email and push settings, and the unsubscribe page of an email's link. */
export const profile = namespace('profile', en, () => import('./messages/profile.bn.json'));
