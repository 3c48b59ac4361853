import en from './messages/common.en.json';
import { namespace } from './namespace.ts';

/** Words of the layout and of what every page shares: header, footer, errors, offline. */
export const common = namespace('common', en, () => import('./messages/common.bn.json'));
