import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseMarkdownPage } from '../server/services/markdown-page.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/** The store's own pages: words an operator edits as Markdown files, served to the web app and on REST. */
let t: TestApp;
let own: TestApp;
let ownPages: string;

beforeAll(async () => {
  ownPages = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-pages-'));
  await fs.writeFile(path.join(ownPages, 'about.md'), '# Who we are\n\nBooks from Sylhet, since 2024.\n');
  [t, own] = await Promise.all([createTestApp(), createTestApp({ SITE_PAGES_DIR: ownPages })]);
});
afterAll(async () => {
  await Promise.all([t.close(), own.close()]);
  await fs.rm(ownPages, { recursive: true, force: true });
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('GET /api/pages/{slug}', () => {
  it("answers the store's default words (content/pages): heading, description, blocks; tRPC the same", async () => {
    const res = await get(t, '/api/pages/terms');
    expect(res.statusCode).toBe(200);
    const terms = res.json();
    expect(terms).toMatchObject({ slug: 'terms', title: 'Terms of use', description: expect.stringMatching(/^These terms apply to everyone/) });
    expect(terms.blocks).toContainEqual({ type: 'heading', level: 2, text: 'Selling' });
    expect(JSON.stringify(terms.blocks)).toContain('taka (BDT)');
    const trpc = await get(t, `/trpc/catalog.sitePage?input=${encodeURIComponent(JSON.stringify({ slug: 'terms' }))}`);
    expect(trpc.json().result.data).toEqual(terms);
  });

  it("answers the operator's own folder (SITE_PAGES_DIR) instead, and an edit to a file without a restart", async () => {
    expect((await get(own, '/api/pages/about')).json()).toEqual({
      slug: 'about',
      title: 'Who we are',
      description: 'Books from Sylhet, since 2024.',
      blocks: [{ type: 'paragraph', content: [{ type: 'text', text: 'Books from Sylhet, since 2024.' }] }],
      lang: 'en',
    });
    await fs.writeFile(path.join(ownPages, 'about.md'), '# About the shop\n\nNow in Dhaka too.\n');
    expect((await get(own, '/api/pages/about')).json()).toMatchObject({ title: 'About the shop', description: 'Now in Dhaka too.' });
    const missing = await get(own, '/api/pages/terms');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This page has no text yet: its file terms.md is missing.');
  });

  it('answers a page in Bangla from its .bn.md file, in English (saying so) while it has none', async () => {
    await fs.writeFile(path.join(ownPages, 'contact.md'), '# Contact\n\nWrite to us.\n');
    await fs.writeFile(path.join(ownPages, 'contact.bn.md'), '# যোগাযোগ\n\nআমাদের লিখুন।\n');
    expect((await get(own, '/api/pages/contact?lang=bn')).json()).toMatchObject({ title: 'যোগাযোগ', description: 'আমাদের লিখুন।', lang: 'bn' });
    expect((await get(own, '/api/pages/contact')).json()).toMatchObject({ title: 'Contact', lang: 'en' });
    await fs.writeFile(path.join(ownPages, 'privacy.md'), '# Privacy\n\nWe keep little.\n');
    expect((await get(own, '/api/pages/privacy?lang=bn')).json()).toMatchObject({ title: 'Privacy', lang: 'en' });
    // The store's own pages are written in both.
    expect((await get(t, '/api/pages/terms?lang=bn')).json()).toMatchObject({ lang: 'bn', description: expect.stringMatching(/[\u0980-\u09ff]/) });
    const wrong = await get(t, '/api/pages/terms?lang=fr');
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('lang must be en or bn');
  });

  it('refuses a page that is not one of them with a 400 naming those there are', async () => {
    const res = await get(t, '/api/pages/careers');
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('The page is one of about, contact, help, terms, privacy, cookies');
  });
});

describe('the Markdown a page is written in', () => {
  it('reads the title, headings, paragraphs, lists, strong text and links', () => {
    const page = parseMarkdownPage(
      [
        '# Help',
        '',
        'Ask **us**, or read',
        'the [terms](/terms).',
        '',
        '## Paying',
        '### By card',
        '- one',
        '- two, said',
        '  over two lines',
        '',
        '1. first',
        '2) second',
      ].join('\r\n'),
    );
    expect(page).toEqual({
      title: 'Help',
      blocks: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Ask ' },
            { type: 'strong', text: 'us' },
            { type: 'text', text: ', or read the ' },
            { type: 'link', text: 'terms', href: '/terms' },
            { type: 'text', text: '.' },
          ],
        },
        { type: 'heading', level: 2, text: 'Paying' },
        { type: 'heading', level: 3, text: 'By card' },
        { type: 'list', ordered: false, items: [[{ type: 'text', text: 'one' }], [{ type: 'text', text: 'two, said over two lines' }]] },
        { type: 'list', ordered: true, items: [[{ type: 'text', text: 'first' }], [{ type: 'text', text: 'second' }]] },
      ],
    });
  });

  it('keeps only links to store paths, https, mail and phone; markup and script stay text', () => {
    const { blocks } = parseMarkdownPage(
      '[a](mailto:help@example.com) [b](tel:+8801700000000) [c](https://example.com) [d](javascript:alert(1)) [e](//evil.example) <script>x</script>',
    );
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        content: [
          { type: 'link', text: 'a', href: 'mailto:help@example.com' },
          { type: 'text', text: ' ' },
          { type: 'link', text: 'b', href: 'tel:+8801700000000' },
          { type: 'text', text: ' ' },
          { type: 'link', text: 'c', href: 'https://example.com' },
          { type: 'text', text: ' d) e <script>x</script>' },
        ],
      },
    ]);
  });
});
