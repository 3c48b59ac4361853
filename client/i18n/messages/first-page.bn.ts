// The Bangla words of the layout and of the pages of books a visitor lands on (home, a category, a
// book, and the footer under them), in one file (client/i18n/first-page-bangla.ts). Fetched one
// namespace at a time, a Bangla book page made seven requests of a few hundred bytes each beside its
// code, and its footer's words an eighth, later (docs/performance.md).
export { default as 'book-actions' } from './book-actions.bn.json';
export { default as 'book-page' } from './book-page.bn.json';
export { default as books } from './books.bn.json';
export { default as catalog } from './catalog.bn.json';
export { default as common } from './common.bn.json';
export { default as errors } from './errors.bn.json';
export { default as footer } from './footer.bn.json';
export { default as home } from './home.bn.json';
export { default as 'not-found' } from './not-found.bn.json';
