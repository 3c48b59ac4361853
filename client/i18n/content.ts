import en from './messages/content.en.json';
import { namespace } from './namespace.ts';

/** The store's own pages around their text: the blog (its questions and answers) and the operator's site pages. */
export const content = namespace('content', en, () => import('./messages/content.bn.json'));
