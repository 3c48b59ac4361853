/**
 * This store's own uploads are kept and served at relative paths (`/images/<hash>.webp`): the web
 * client is on the same origin. REST clients may live on another origin (the legacy client did), so
 * the REST surface hands them absolute URLs on PUBLIC_URL, and takes those URLs back as the
 * relative paths the database keeps. URLs that are absolute already (S3, Google photos) pass as they are.
 */

/** Where the store serves its own uploads (see storage.ts here and http/images.ts). */
export const OWN_IMAGES_PATH = '/images/';

/** `/images/x.webp` on `publicUrl`; any other URL as it is. */
export function absoluteImageUrl(url: string, publicUrl: string): string {
  return url.startsWith(OWN_IMAGES_PATH) ? `${publicUrl}${url}` : url;
}

/**
 * A REST answer's JSON text with every string value that is one of our image paths made absolute
 * on `publicUrl`. Works on the finished text, so the public-read cache keeps the result and its hits
 * cost nothing. Exact without parsing JSON.stringify's compact output: inside a JSON string a `"` is
 * always escaped (`\"`), so an unescaped `"` right after `:`, `[` or `,` opens a string value or
 * key, and a string followed by `:` is a key, left alone. So a description that merely contains
 * "/images/" (or `\"/images/`) is not touched. A scan with indexOf, cheaper than a regular expression.
 */
export function absoluteImageUrls(json: string, publicUrl: string): string {
  const opening = `"${OWN_IMAGES_PATH}`;
  let parts = '';
  let copied = 0;
  for (let at = json.indexOf(opening); at !== -1; at = json.indexOf(opening, at + 1)) {
    if (!':[,'.includes(json[at - 1] ?? '')) continue;
    let end = at + 1;
    while (end < json.length && json[end] !== '"') end += json[end] === '\\' ? 2 : 1;
    if (end >= json.length || json[end + 1] === ':') continue;
    parts += json.slice(copied, at + 1) + publicUrl;
    copied = at + 1;
    at = end;
  }
  return copied === 0 ? json : parts + json.slice(copied);
}

/** Our own image URL as a REST client sends it back (`${publicUrl}/images/x.webp`) as the stored path; any other text as it is. */
export function relativeImageUrl(text: string, publicUrl: string): string {
  return text.startsWith(`${publicUrl}${OWN_IMAGES_PATH}`) ? text.slice(publicUrl.length) : text;
}
