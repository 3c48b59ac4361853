/**
 * The demo's shelf of ISBN records: editions of the demo books, so the listing form's "Look up"
 * works with no network (isbn_records is where lookups are kept; services/isbn-lookup.ts), and the
 * demo books carry their ISBN, so /isbn/{isbn} shows their copies. Keyed by the demo book's title.
 */
export type ShelfRecord = { isbn: string; title: string; authors: string[]; publisher: string; year: number; description: string };

const record = (isbn: string, title: string, author: string, publisher: string, year: number, description: string): ShelfRecord => ({
  isbn,
  title,
  authors: [author],
  publisher,
  year,
  description,
});

export const demoIsbnShelf: Record<string, ShelfRecord> = {
  'Pride and Prejudice': record(
    '9780141439518',
    'Pride and Prejudice',
    'Jane Austen',
    'Penguin Classics',
    2003,
    'Elizabeth Bennet and Mr Darcy, in the Penguin Classics text.',
  ),
  'Great Expectations': record('9780141439563', 'Great Expectations', 'Charles Dickens', 'Penguin Classics', 2003, "Pip's story, from the marshes to London."),
  'The Count of Monte Cristo': record(
    '9780140449266',
    'The Count of Monte Cristo',
    'Alexandre Dumas',
    'Penguin Classics',
    2003,
    "Edmond Dantès' imprisonment, escape and revenge, unabridged.",
  ),
  'Moby-Dick': record('9780142437247', 'Moby-Dick', 'Herman Melville', 'Penguin Classics', 2003, "Ishmael's voyage on the Pequod after the white whale."),
  'Jane Eyre': record('9780141441146', 'Jane Eyre', 'Charlotte Brontë', 'Penguin Classics', 2006, 'An orphaned governess at Thornfield Hall.'),
  'On the Origin of Species': record(
    '9780140432053',
    'On the Origin of Species',
    'Charles Darwin',
    'Penguin Classics',
    1985,
    'The first edition text of 1859.',
  ),
  'The Structure of Scientific Revolutions': record(
    '9780226458120',
    'The Structure of Scientific Revolutions',
    'Thomas S. Kuhn',
    'University of Chicago Press',
    2012,
    'The 50th anniversary edition, with an introductory essay.',
  ),
  'A Brief History of Time': record(
    '9780553380163',
    'A Brief History of Time',
    'Stephen Hawking',
    'Bantam',
    1998,
    'From the Big Bang to black holes, updated and expanded.',
  ),
  'The Selfish Gene': record('9780199291151', 'The Selfish Gene', 'Richard Dawkins', 'Oxford University Press', 2006, 'The 30th anniversary edition.'),
  'The Histories': record('9780140449082', 'The Histories', 'Herodotus', 'Penguin Classics', 2003, "Aubrey de Sélincourt's translation, revised."),
  'The Guns of August': record(
    '9780345476098',
    'The Guns of August',
    'Barbara W. Tuchman',
    'Ballantine Books',
    2004,
    'The first month of the First World War.',
  ),
  'The Silk Roads': record(
    '9781101912379',
    'The Silk Roads: A New History of the World',
    'Peter Frankopan',
    'Vintage',
    2017,
    'World history told from the East.',
  ),
};
