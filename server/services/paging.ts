/** A page of a list read newest first: at most `limit` items after the one whose id is `cursor`. */
export type Page = { limit?: number | undefined; cursor?: string | undefined };

/** Prisma's arguments for a page of a list ordered newest first by `by` (its creation, unless said; ties broken by id). */
export function newestFirst<K extends string = 'createdAt'>(page: Page, by: K = 'createdAt' as K) {
  return {
    orderBy: [{ [by]: 'desc' } as Record<K, 'desc'>, { id: 'desc' as const }],
    ...(page.limit !== undefined && { take: page.limit }),
    ...(page.cursor !== undefined && { cursor: { id: page.cursor }, skip: 1 }),
  };
}
