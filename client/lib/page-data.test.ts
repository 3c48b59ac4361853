import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { seedFromPage } from './page-data.ts';

/** A page as the server writes it: a category's first books, and the store's categories. */
function pageWith(seeds: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  doc.head.innerHTML = `<script type="application/json" id="page-data">${JSON.stringify(seeds)}</script>`;
  return doc;
}

const SEEDS = [
  { path: 'catalog.categories', data: [{ categoryId: 'poetry' }] },
  { path: 'catalog.booksInCategory', input: { id: 'poetry', limit: 12 }, data: [{ _id: 'b1' }], infinite: true },
  { notAPath: true },
];
const CATEGORIES = [['catalog', 'categories'], { type: 'query' }];
const BOOKS = [['catalog', 'booksInCategory'], { input: { id: 'poetry', limit: 12 }, type: 'infinite' }];

describe('seedFromPage', () => {
  it('puts each answer under the key its query asks with, a list read a page at a time as its first page', () => {
    const client = new QueryClient();
    seedFromPage(client, { forVisitor: true }, pageWith(SEEDS));
    expect(client.getQueryData(CATEGORIES)).toEqual([{ categoryId: 'poetry' }]);
    expect(client.getQueryData(BOOKS)).toEqual({ pages: [[{ _id: 'b1' }]], pageParams: [undefined] });
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('lets a visitor’s page keep them a while, and has anyone who may be signed in read them again as themselves', () => {
    // Stale as the app's queries judge it (staleTime 0).
    const visitor = new QueryClient();
    seedFromPage(visitor, { forVisitor: true }, pageWith(SEEDS));
    expect(visitor.getQueryCache().find({ queryKey: CATEGORIES })!.isStaleByTime(0)).toBe(false);
    const member = new QueryClient();
    seedFromPage(member, { forVisitor: false }, pageWith(SEEDS));
    expect(member.getQueryCache().find({ queryKey: CATEGORIES })!.isStaleByTime(0)).toBe(true);
  });

  it('skips a page without answers, or with a block that is not JSON', () => {
    const client = new QueryClient();
    seedFromPage(client, { forVisitor: true }, document.implementation.createHTMLDocument());
    const broken = document.implementation.createHTMLDocument();
    broken.head.innerHTML = '<script type="application/json" id="page-data">{not json</script>';
    seedFromPage(client, { forVisitor: true }, broken);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
