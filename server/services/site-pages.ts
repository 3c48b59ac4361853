import fs from 'node:fs/promises';
import path from 'node:path';
import { clip } from '../../shared/clip.ts';
import type { SitePage } from '../../shared/site-page-content.ts';
import { SITE_PAGES, type SitePageSlug } from '../../shared/site-pages.ts';
import type { Deps } from '../deps.ts';
import { parseMarkdownPage, plainText } from './markdown-page.ts';

/** The page's file, or null when the folder has none. */
async function readPageFile(dir: string, slug: SitePageSlug): Promise<string | null> {
  try {
    return await fs.readFile(path.join(dir, `${slug}.md`), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * A site page as its file says now, read through the public-read cache: an edited file shows
 * within PUBLIC_CACHE_MS, without a restart. Null when SITE_PAGES_DIR has no file for it.
 */
export function sitePage({ config, publicReads }: Pick<Deps, 'config' | 'publicReads'>, slug: SitePageSlug): Promise<SitePage | null> {
  return publicReads.read(`site-page:${slug}`, async () => {
    const markdown = await readPageFile(config.sitePagesDir, slug);
    if (markdown === null) return null;
    const { title, blocks } = parseMarkdownPage(markdown);
    const first = blocks.find((block) => block.type === 'paragraph');
    return {
      slug,
      title: title ?? SITE_PAGES.find((page) => page.slug === slug)!.label,
      description: first ? clip(plainText(first.content), 200) : '',
      blocks,
    };
  });
}
