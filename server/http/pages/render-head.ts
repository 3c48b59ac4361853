import { LOCALES } from '../../../shared/locales.ts';
import type { PageSeed } from './first-reads.ts';
import type { PageMeta } from './page-meta.ts';
import { PAGE_WORDS } from './page-words.ts';
import type { Reading } from './reading.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The built index.html without the title and description it carries for every page. */
export function headTemplate(indexHtml: string): string {
  return indexHtml.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
}

/** What a page does while the web app downloads: the first `Intl` formatters, font lookups, Bangla fonts (client/public/page-start.js). */
const PAGE_START = '<script type="module" src="/page-start.js"></script>';

/**
 * The page in its reader's language: `<html lang>` (which the web app starts in, client/i18n/locale.ts,
 * and page-start.js reads), and whether its numbers are in Bangla digits.
 */
export function inLanguage(template: string, { locale, banglaDigits }: Pick<Reading, 'locale' | 'banglaDigits'>): string {
  const html = template.replace(/<html lang="[^"]*"/, `<html lang="${locale}" data-digits="${banglaDigits ? 'beng' : 'latn'}"`);
  // Module scripts run in their order in the page: this one before the entry.
  return html.replace('<script type="module"', `${PAGE_START}\n    <script type="module"`);
}

/**
 * A shared page's address in each language (`?lang=bn`), and x-default (no language asked: the
 * visitor's own) for search engines: the same page, written for each reader.
 */
export function alternates(url: string): string[] {
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(`${url}?lang=${locale}`)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
  ];
}

const OG_LOCALES = { en: 'en_US', bn: 'bn_BD' } as const;

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or open anything. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** A page's HTML with the JavaScript its first render runs preloaded beside the entry (route-chunks.ts). */
export function withModulePreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

/**
 * A page's HTML with the answers of its first queries as a JSON data block (client/lib/page-data.ts;
 * never run: the CSP allows no inline script).
 */
export function withPageData(html: string, seeds: PageSeed[]): string {
  if (seeds.length === 0) return html;
  return html.replace('</head>', `  <script type="application/json" id="page-data">${scriptJson(seeds)}</script>\n  </head>`);
}

/**
 * The SPA's HTML with the page's own title, description, canonical URL and Open Graph / Twitter card
 * tags in its head, so a shared link previews the page and a crawler reads it without JavaScript;
 * plus its picture preloaded, so it shows sooner.
 */
export function renderHead(template: string, meta: PageMeta, publicUrl: string, reading: Reading): string {
  const url = `${publicUrl}${meta.path}`;
  // A page asked for in a language is its own page in that language; otherwise the address is the page.
  const canonical = reading.fromAddress ? `${url}?lang=${reading.locale}` : url;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(meta.status === 200 ? alternates(url) : []),
    `<meta property="og:site_name" content="${escapeHtml(PAGE_WORDS[reading.locale].store)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[reading.locale]}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}" />`] : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.image ? [`<meta name="twitter:image" content="${escapeHtml(meta.image)}" />`] : []),
    ...(meta.status === 404 ? ['<meta name="robots" content="noindex" />'] : []),
    ...(meta.preloadImage ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(meta.preloadImage)}" />`] : []),
  ];
  return inLanguage(template, reading).replace('</head>', `    ${tags.join('\n    ')}\n  </head>`);
}
