import type { QueryClient } from '@tanstack/react-query';

/** `infinite`: the first page of a list read a page at a time (useInfiniteQuery). */
type PageSeed = { path: string; input: unknown; data: unknown; infinite?: unknown };

/** A seed as the server writes it (input and data may be absent: undefined); anything else in the block is skipped. */
const isPageSeed = (seed: unknown): seed is PageSeed => typeof seed === 'object' && seed !== null && 'path' in seed && typeof seed.path === 'string';

/** How long a page's answers count as fresh for a visitor who is not signed in: the server read them for its HTML a moment ago. */
const FRESH_FOR_VISITORS_MS = 30_000;

/**
 * The answers the server put in a page's HTML (server/http/pages/first-reads.ts), placed in the
 * query cache under the keys tRPC's hooks use, so the page renders at once instead of asking first.
 * They are what a visitor who is not signed in gets. For such a visitor (`forVisitor`) they are
 * not read again for half a minute: on a phone, asking again as the page mounts cost its first
 * render a long task (docs/performance.md). Anyone else reads them again in the background at once,
 * as themselves. setQueryData has no freshness of its own: the answers' time is set ahead instead.
 */
export function seedFromPage(queryClient: QueryClient, { forVisitor }: { forVisitor: boolean }, doc: Document = document): void {
  const block = doc.getElementById('page-data');
  if (!block?.textContent) return;
  let seeds: unknown;
  try {
    seeds = JSON.parse(block.textContent);
  } catch {
    return;
  }
  if (!Array.isArray(seeds)) return;
  for (const seed of seeds as unknown[]) {
    if (!isPageSeed(seed)) continue;
    const infinite = seed.infinite === true;
    // An infinite list's first page asks with no cursor: pageParams holds undefined, which JSON cannot carry.
    queryClient.setQueryData(
      [seed.path.split('.'), { input: seed.input, type: infinite ? 'infinite' : 'query' }],
      infinite ? { pages: [seed.data], pageParams: [undefined] } : seed.data,
      { updatedAt: Date.now() + (forVisitor ? FRESH_FOR_VISITORS_MS : 0) },
    );
  }
}
