import en from './messages/common.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

/** Words of the layout and of what every page shares: header, footer, errors, offline. */
export const common = namespace('common', en, firstPageBangla('common'));
