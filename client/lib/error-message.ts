import { common } from '../i18n/common.ts';
import { refusalInWords } from '../i18n/errors.ts';
import { currentLocale } from '../i18n/locale.ts';
import { isOffline } from './connection.ts';
import { ResponseError } from './response-error.ts';

/** The API's machine code of an error: tRPC's `data.code`, or a REST answer's `code`. */
function apiCode(error: Error): string | null {
  if (error instanceof ResponseError) return error.code;
  const data: unknown = 'data' in error ? error.data : null;
  const code = typeof data === 'object' && data !== null && 'code' in data ? data.code : null;
  return typeof code === 'string' ? code : null;
}

/**
 * The text to show for anything thrown: Firebase, tRPC and fetch errors all carry a message. Offline,
 * whatever failed failed for want of a connection, and the person is told that instead of
 * "Failed to fetch": a write made offline is refused on the spot, never kept to send later. The API
 * answers in English: on a Bangla page its refusal is said in Bangla first.
 */
export function errorMessage(error: unknown): string {
  if (isOffline()) return common.t('offlineWrite');
  if (!(error instanceof Error) || !error.message) return common.t('somethingWrong');
  const code = apiCode(error);
  return currentLocale() === 'en' || code === null ? error.message : refusalInWords(code, error.message);
}
