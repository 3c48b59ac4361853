/** Constants both sides use, kept free of zod so the client's first chunk does not pull it in. */

/** Browser local-storage key of the app access token (SPEC section 3). */
export const ACCESS_TOKEN_STORAGE_KEY = 'token';
