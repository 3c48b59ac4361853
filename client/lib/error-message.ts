import { common } from '../i18n/common.ts';
import { isOffline } from './connection.ts';

/**
 * The text to show for anything thrown: Firebase, tRPC and fetch errors all carry a message. Offline,
 * whatever failed failed for want of a connection, and the person is told that instead of
 * "Failed to fetch": a write made offline is refused on the spot, never kept to send later.
 */
export function errorMessage(error: unknown): string {
  if (isOffline()) return common.t('offlineWrite');
  if (error instanceof Error && error.message) return error.message;
  return common.t('somethingWrong');
}
