import { z } from 'zod';
import { LOCALES } from './locales.ts';
import { SITE_PAGE_SLUGS } from './site-pages.ts';

/** A run of text in a paragraph or list item: plain, strong, or a link. */
const inlineSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('text'), text: z.string() }),
    z.object({ type: z.literal('strong'), text: z.string() }),
    z.object({
      type: z.literal('link'),
      text: z.string(),
      href: z.string().meta({ description: 'A path of the store (`/contact`), or an `https:`, `mailto:` or `tel:` address.' }),
    }),
  ])
  .meta({ id: 'SitePageInline' });
export type SitePageInline = z.infer<typeof inlineSchema>;

const blockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }),
    z.object({ type: z.literal('paragraph'), content: z.array(inlineSchema) }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.array(inlineSchema)) }),
  ])
  .meta({ id: 'SitePageBlock', description: 'One block of the page: a heading, a paragraph, or a list whose items are runs of text.' });
export type SitePageBlock = z.infer<typeof blockSchema>;

export const sitePageSlugSchema = z
  .enum(SITE_PAGE_SLUGS, { error: `The page is one of ${SITE_PAGE_SLUGS.join(', ')}` })
  .meta({ description: 'Which page.', examples: ['about'] });

/** GET /pages/{slug}: which page, in which language. */
export const sitePageQuerySchema = z.object({
  slug: sitePageSlugSchema,
  lang: z.enum(LOCALES, { error: 'lang must be en or bn' }).default('en').meta({ description: 'The language to read it in: `en` (the default) or `bn`.' }),
});

export const sitePageSchema = z
  .object({
    slug: sitePageSlugSchema,
    title: z.string().meta({ description: "The page's heading: the first line of its file (`# About us`)." }),
    description: z.string().meta({ description: 'Its first paragraph as plain text, at most 200 characters: what link previews and search engines show.' }),
    blocks: z.array(blockSchema),
    lang: z.enum(LOCALES).meta({ description: 'The language the page is written in: the one asked for, or English while it has no text in that one.' }),
  })
  .meta({
    id: 'SitePage',
    description: "One of the store's own pages (about, contact, help, terms, privacy, cookies), as its operator wrote it.",
    examples: [
      {
        slug: 'about',
        title: 'About us',
        description: 'Book Store is a marketplace for used books in Bangladesh.',
        lang: 'en',
        blocks: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Book Store is a marketplace for used books in Bangladesh.' }] },
          { type: 'heading', level: 2, text: 'Get in touch' },
          {
            type: 'list',
            ordered: false,
            items: [
              [
                { type: 'text', text: 'See ' },
                { type: 'link', text: 'Contact', href: '/contact' },
              ],
            ],
          },
        ],
      },
    ],
  });
export type SitePage = z.infer<typeof sitePageSchema>;
