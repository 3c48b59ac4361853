/** Constants both sides use, kept free of zod so the client's first chunk does not pull it in. */

/** Browser local-storage key of the app access token (SPEC section 3). */
export const ACCESS_TOKEN_STORAGE_KEY = 'token';

/**
 * The most calls one tRPC batch may carry: the server refuses larger ones with a 400 (each call still
 * counts against the rate limits), and the client splits its batches to fit.
 */
export const TRPC_MAX_BATCH = 20;
