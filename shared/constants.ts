/** Constants both sides use, kept free of zod so the client's first chunk does not pull it in. */

/** Browser local-storage key of the app access token. */
export const ACCESS_TOKEN_STORAGE_KEY = 'token';

/**
 * The most calls one tRPC batch may carry: the server refuses larger ones with a 400 (each call still
 * counts against the rate limits), and the client splits its batches to fit.
 */
export const TRPC_MAX_BATCH = 20;

/** The picture types the store takes (server/services/images.ts checks the bytes; the browser checks the file first). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** A byte count as people read a photo's size: "5 MB", "7.2 MB", "640 KB". */
export function formatFileSize(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return `${Number(megabytes.toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
