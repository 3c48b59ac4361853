/**
 * How many books a page's lists ask for at first. The server answers those reads in the page's
 * HTML (server/http/pages/first-reads.ts) under the keys the client asks with, so both read these.
 */

/** A category's books, a page at a time. */
export const CATEGORY_PAGE_SIZE = 12;

/** A book page's shelves (more from the seller, more in the category) show this many: one row on wide screens. */
export const SHELF_SIZE = 4;

/** A shelf asks for one more than it shows: the book being looked at may be among them. */
export const SHELF_READ_SIZE = SHELF_SIZE + 1;
