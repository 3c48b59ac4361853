import en from './messages/home.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

export const home = namespace('home', en, firstPageBangla('home'));
