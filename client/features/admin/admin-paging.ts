import { nextCursorAfter } from '../../lib/next-cursor.ts';

const PAGE_SIZE = 25;

/** The admin's lists, newest first, read 25 at a time with 'Load more'. */
export const firstPage = { limit: PAGE_SIZE };
export const paging = { getNextPageParam: nextCursorAfter(PAGE_SIZE) };
