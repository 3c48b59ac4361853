import en from './messages/footer.en.json';
import { namespace } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

/** The footer's words: its own namespace, since the footer loads after the page (its own chunk). */
export const footer = namespace('footer', en, firstPageBangla('footer'));
