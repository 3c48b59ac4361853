/**
 * This store's own uploads are kept and served at relative paths (`/images/<hash>.webp`): the web
 * client is on the same origin. REST clients may live on another origin (the legacy client did), so
 * the REST surface hands them absolute URLs on PUBLIC_URL, and takes those URLs back as the
 * relative paths the database keeps. URLs that are absolute already (S3, Google photos) pass as they are.
 */

/** Where the store serves its own uploads (see integrations/images/storage.ts and http/images.ts). */
export const OWN_IMAGES_PATH = '/images/';

/**
 * A JSON string value that starts with `/images/`, in JSON.stringify's compact output. Exact without
 * parsing: inside a JSON string a `"` is always escaped (`\"`), so an unescaped `"` right after `:`,
 * `[` or `,` opens a string (a closing `"` is followed by `,`, `]`, `}` or `:`, never by `/`). The
 * rest of the string is matched whole (characters other than `"` and `\`, or escape pairs) up to
 * its closing quote, and a string followed by `:` is an object key, not a value, and is left alone.
 * So a description that merely contains "/images/" (or `\"/images/`) is not touched.
 */
const OWN_IMAGE_VALUE = /([:[,])"(\/images\/(?:[^"\\]|\\.)*)"(?!:)/g;

/** `/images/x.webp` on `publicUrl`; any other URL as it is. */
export function absoluteImageUrl(url: string, publicUrl: string): string {
  return url.startsWith(OWN_IMAGES_PATH) ? `${publicUrl}${url}` : url;
}

/**
 * A REST answer's JSON text with every string value that is one of our image paths made absolute
 * on `publicUrl`. Works on the finished text, so the public-read cache keeps the result and its hits cost nothing.
 */
export function absoluteImageUrls(json: string, publicUrl: string): string {
  if (!json.includes(`"${OWN_IMAGES_PATH}`)) return json;
  return json.replace(OWN_IMAGE_VALUE, (_match, before: string, path: string) => `${before}"${publicUrl}${path}"`);
}

/** Our own image URL as a REST client sends it back (`${publicUrl}/images/x.webp`) as the stored path; any other text as it is. */
export function relativeImageUrl(text: string, publicUrl: string): string {
  return text.startsWith(`${publicUrl}${OWN_IMAGES_PATH}`) ? text.slice(publicUrl.length) : text;
}
