/**
 * `getNextPageParam` for the lists paged by id: the cursor is the last id of the page before. A
 * short page is the last one; a full one may be followed by an empty page, which ends the list too.
 */
export const nextCursorAfter = (pageSize: number) => (page: Array<{ _id: string }>) => (page.length === pageSize ? page.at(-1)?._id : undefined);
