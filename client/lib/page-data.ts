import type { QueryClient } from '@tanstack/react-query';

/** `infinite`: the first page of a list read a page at a time (useInfiniteQuery). */
type PageSeed = { path: string; input: unknown; data: unknown; infinite?: unknown };

/** A seed as the server writes it (input and data may be absent: undefined); anything else in the block is skipped. */
const isPageSeed = (seed: unknown): seed is PageSeed => typeof seed === 'object' && seed !== null && 'path' in seed && typeof seed.path === 'string';

/**
 * The answers the server put in a shared page's HTML (server/http/pages/render-head.ts), placed in
 * the query cache under the keys tRPC's hooks use, so the page renders at once instead of asking
 * first. They count as fetched just now and are read again in the background as usual.
 */
export function seedFromPage(queryClient: QueryClient, doc: Document = document): void {
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
    if (seed.infinite === true) {
      // Its first page asks with no cursor: pageParams holds undefined, which JSON cannot carry.
      queryClient.setQueryData([seed.path.split('.'), { input: seed.input, type: 'infinite' }], { pages: [seed.data], pageParams: [undefined] });
    } else {
      queryClient.setQueryData([seed.path.split('.'), { input: seed.input, type: 'query' }], seed.data);
    }
  }
}
