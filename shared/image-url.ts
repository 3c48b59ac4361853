import { z } from 'zod';

/**
 * Where a stored picture may live: this store's own uploads (`/images/...`) or an https URL (the
 * configured image storage, a Google profile photo). Anything else, `javascript:` and `data:` URLs
 * included, is refused before it is stored and served back to other people.
 */
const IMAGE_URL = /^(\/images\/|https:\/\/)[^\s"'<>\\]+$/;

/** An image URL, or empty when `optional` (a profile without a photo). */
export function imageUrlSchema(label: string, { optional = false } = {}) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(2048, `${label} URL is too long`)
    .refine((url) => (optional && url === '') || IMAGE_URL.test(url), `${label} must be an uploaded image URL`);
}
