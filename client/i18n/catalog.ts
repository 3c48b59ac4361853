import en from './messages/catalog.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

export const catalog = namespace('catalog', en, firstPageBangla('catalog'));
