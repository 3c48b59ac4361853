/** The addresses of a book's page and a seller's profile, in one place for every link to them. */
export const bookPath = (id: string) => `/books/${id}`;
export const sellerPath = (id: string) => `/sellers/${id}`;
/** Every copy of one edition, by its ISBN-13. */
export const editionPath = (isbn: string) => `/isbn/${isbn}`;
/** Where a seller edits one of their listings. */
export const editListingPath = (id: string) => `/dashboard/my-products/${id}/edit`;
