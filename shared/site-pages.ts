/**
 * The store's own pages (about, terms, ...), whose words an operator edits as Markdown files
 * (docs/operations.md). Free of zod: the footer, in the client's first chunk, links them.
 */
export const SITE_PAGES = [
  { slug: 'about', label: 'About us' },
  { slug: 'contact', label: 'Contact' },
  { slug: 'help', label: 'Help and FAQ' },
  { slug: 'terms', label: 'Terms of use' },
  { slug: 'privacy', label: 'Privacy policy' },
  { slug: 'cookies', label: 'Cookie policy' },
] as const;

export type SitePageSlug = (typeof SITE_PAGES)[number]['slug'];
export const SITE_PAGE_SLUGS = SITE_PAGES.map((page) => page.slug) as [SitePageSlug, ...SitePageSlug[]];

/** A site page's address: its slug at the root (/about). */
export const sitePagePath = (slug: SitePageSlug) => `/${slug}`;
