import { z } from 'zod';

/** One of this store's own uploads: `/images/` and a single file name (content hashes, demo covers). */
const OWN_IMAGE = /^\/images\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * Where a stored picture may live: this store's own uploads (`/images/<name>`, one file name, so
 * no `..`, no encoded or doubled slashes) or an https URL (the configured image storage, a Google
 * profile photo), kept as URL parsing normalises it (dot segments resolved). Anything else,
 * `javascript:` and `data:` URLs included, is refused before it is stored and served to others.
 */
function storedImageUrl(url: string): string | undefined {
  if (url.startsWith('/')) return OWN_IMAGE.test(url) ? url : undefined;
  if (!url.startsWith('https://') || !URL.canParse(url)) return undefined;
  const { href } = new URL(url);
  return /^[^\s"'<>\\]+$/.test(href) ? href : undefined;
}

/** An image URL, normalised, or empty when `optional` (a profile without a photo). */
export function imageUrlSchema(label: string, { optional = false } = {}) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .max(2048, `${label} URL is too long`)
    .refine((url) => (optional && url === '') || storedImageUrl(url) !== undefined, `${label} must be an uploaded image URL`)
    .overwrite((url) => storedImageUrl(url) ?? url);
}
