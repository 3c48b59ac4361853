import en from './messages/dashboard.en.json';
import { namespace } from './namespace.ts';

/** The dashboard around every screen: its menu, home, the pages that can only say why they show nothing. */
export const dashboard = namespace('dashboard', en, () => import('./messages/dashboard.bn.json'));
