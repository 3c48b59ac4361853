import type en from './messages/errors.en.json';
import { namespaceBeyondEnglish } from './namespace.ts';
import { firstPageBangla } from './first-page-bangla.ts';

// Said only on pages in another language than English (errorMessage), so the English file is not bundled.
const errors = namespaceBeyondEnglish<keyof typeof en>('errors', firstPageBangla('errors'));

type Code = Exclude<keyof typeof en, 'other' | 'withDetail'>;
const CODES: readonly string[] = [
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'SERVICE_UNAVAILABLE',
] satisfies Code[];
const isCode = (code: string): code is Code => CODES.includes(code);

/**
 * An API refusal on a page in another language than the API's English (docs/languages.md): the web
 * app says what went wrong in its own words, by the error's code, and shows the server's after them.
 */
export const refusalInWords = (code: string, serverWords: string) =>
  errors.t('withDetail', { sentence: errors.t(isCode(code) ? code : 'other'), detail: serverWords });
