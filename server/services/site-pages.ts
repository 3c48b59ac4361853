import fs from 'node:fs/promises';
import path from 'node:path';
import { clip } from '../../shared/clip.ts';
import type { SitePage } from '../../shared/site-page-content.ts';
import { SITE_PAGES, type SitePageSlug } from '../../shared/site-pages.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Deps } from '../deps.ts';
import { parseMarkdownPage, plainText } from './markdown-page.ts';

/** A file's text, or null when the folder has none. */
async function readPageFile(dir: string, name: string): Promise<string | null> {
  try {
    return await fs.readFile(path.join(dir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The page in `locale`: `<slug>.bn.md` for Bangla, `<slug>.md` for English and while a page has no Bangla file. */
async function pageText(dir: string, slug: SitePageSlug, locale: Locale): Promise<{ markdown: string; lang: Locale } | null> {
  const translated = locale === 'en' ? null : await readPageFile(dir, `${slug}.${locale}.md`);
  if (translated !== null) return { markdown: translated, lang: locale };
  const english = await readPageFile(dir, `${slug}.md`);
  return english === null ? null : { markdown: english, lang: 'en' };
}

/**
 * A site page as its file says now, in `locale` when it has been written in it, read through the
 * public-read cache: an edited file shows within PUBLIC_CACHE_MS, without a restart. Null when
 * SITE_PAGES_DIR has no file for it.
 */
export function sitePage({ config, publicReads }: Pick<Deps, 'config' | 'publicReads'>, slug: SitePageSlug, locale: Locale): Promise<SitePage | null> {
  return publicReads.read(`site-page:${slug}:${locale}`, async () => {
    const text = await pageText(config.sitePagesDir, slug, locale);
    if (text === null) return null;
    const { title, blocks } = parseMarkdownPage(text.markdown);
    const first = blocks.find((block) => block.type === 'paragraph');
    return {
      slug,
      title: title ?? SITE_PAGES.find((page) => page.slug === slug)!.label,
      description: first ? clip(plainText(first.content), 200) : '',
      blocks,
      lang: text.lang,
    };
  });
}
