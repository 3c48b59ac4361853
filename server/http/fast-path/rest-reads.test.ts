import { describe, expect, it } from 'vitest';
import { readCall, restReads } from './rest-reads.ts';
import { appRouter } from '../../trpc/router.ts';

const reads = restReads(appRouter);
const call = (url: string, query: Record<string, string | string[]> = {}) => {
  const found = readCall(reads, url, query);
  return found && { procedure: found.read.facts.path, input: found.input };
};

describe('REST reads: which procedure a GET names, and its input', () => {
  it('takes the query as the input, one value as itself', () => {
    expect(call('/books/search?q=river&limit=5', { q: 'river', limit: '5' })).toEqual({ procedure: 'catalog.search', input: { q: 'river', limit: '5' } });
  });

  it('keeps a repeated query value as the list it is', () => {
    expect(call('/books/search?q=a&q=b', { q: ['a', 'b'] })?.input).toEqual({ q: ['a', 'b'] });
  });

  it('puts the path parameters over the query', () => {
    expect(call('/book/abc?id=other', { id: 'other' })).toEqual({ procedure: expect.stringMatching(/\.book$/), input: { id: 'abc' } });
    expect(call('/seller/verified/a@b.com')?.input).toEqual({ email: 'a@b.com' });
  });

  it('tells a fixed path from a parameter in the same place', () => {
    expect(call('/books/categoryId?id=fiction', { id: 'fiction' })?.input).toEqual({ id: 'fiction' });
    expect(call('/books/0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b/conversation')?.input).toEqual({ bookId: '0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b' });
  });

  it('matches a trailing slash and any letter case, as trpc-to-openapi does', () => {
    expect(call('/categories/')?.procedure).toBe(call('/categories')?.procedure);
    expect(call('/CATEGORIES')?.procedure).toBe(call('/categories')?.procedure);
  });

  it('names nothing for a path no read has (writes included)', () => {
    expect(call('/no-such-path')).toBeUndefined();
    expect(call('/books/a/b/c')).toBeUndefined();
    expect(call('/report')).toBeUndefined();
  });
});
