import en from './messages/errors.en.json';
import { namespace } from './namespace.ts';

const errors = namespace('errors', en, () => import('./messages/errors.bn.json'));

type Code = Exclude<keyof typeof en, 'other' | 'withDetail'>;
const isCode = (code: string): code is Code => code in en && code !== 'other' && code !== 'withDetail';

/**
 * An API refusal on a page in another language than the API's English (docs/languages.md): the web
 * app says what went wrong in its own words, by the error's code, and shows the server's after them.
 */
export const refusalInWords = (code: string, serverWords: string) =>
  errors.t('withDetail', { sentence: errors.t(isCode(code) ? code : 'other'), detail: serverWords });
