import { isOffline, OFFLINE_WRITE } from './connection.ts';

/**
 * The text to show for anything thrown: Firebase, tRPC and fetch errors all carry a message. Offline,
 * whatever failed failed for want of a connection, and the person is told that instead of
 * "Failed to fetch".
 */
export function errorMessage(error: unknown): string {
  if (isOffline()) return OFFLINE_WRITE;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
