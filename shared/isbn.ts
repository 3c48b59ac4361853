import { z } from 'zod';

/**
 * ISBNs as sellers type them and barcodes carry them: ISBN-13 (the EAN-13 of a book, 978 or 979
 * first) or ISBN-10 (its last character may be X, for 10), with hyphens or spaces or neither. One
 * edition has one ISBN-13, so the store keeps and compares that form: an ISBN-10 is read as the
 * 978 ISBN-13 it stands for. A check digit that does not hold is a typo, not an ISBN.
 */

/** Digits and X only, spaces and hyphens dropped; null when anything else is in it. */
function compact(text: string): string | null {
  const bare = text.trim().replace(/[\s-]/g, '').toUpperCase();
  return /^[0-9X]+$/.test(bare) ? bare : null;
}

/** Whether ten characters are an ISBN-10: digits weighted 10 down to 1 sum to a multiple of 11. */
function isIsbn10(code: string): boolean {
  if (!/^\d{9}[\dX]$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (code[i] === 'X' ? 10 : Number(code[i]));
  return sum % 11 === 0;
}

/** The EAN-13 check digit of twelve digits: weights 1 and 3 in turn. */
function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (i % 2 === 0 ? 1 : 3) * Number(first12[i]);
  return (10 - (sum % 10)) % 10;
}

function isIsbn13(code: string): boolean {
  return /^97[89]\d{10}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** The ISBN-13 that `text` names (an ISBN-10 becomes its 978 form), or null when it names none. */
export function isbn13Of(text: string): string | null {
  const code = compact(text);
  if (code === null) return null;
  if (code.length === 13) return isIsbn13(code) ? code : null;
  if (code.length === 10 && isIsbn10(code)) {
    const first12 = `978${code.slice(0, 9)}`;
    return `${first12}${ean13CheckDigit(first12)}`;
  }
  return null;
}

/** The ISBN-10 of a 978 ISBN-13 (the older form, still printed in many books), or null for a 979 one. */
export function isbn10Of(isbn13: string): string | null {
  if (!isIsbn13(isbn13) || !isbn13.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(first9[i]);
  const check = (11 - (sum % 11)) % 11;
  return `${first9}${check === 10 ? 'X' : String(check)}`;
}

const NOT_AN_ISBN = 'Not an ISBN: type the 10 or 13 characters printed above the barcode (hyphens are fine).';

/** An ISBN as typed or scanned, checked and read as its ISBN-13. */
export const isbnSchema = z
  .string()
  .max(40)
  .transform((text, ctx) => {
    const isbn = isbn13Of(text);
    if (isbn === null) {
      ctx.addIssue({ code: 'custom', message: NOT_AN_ISBN });
      return z.NEVER;
    }
    return isbn;
  })
  .meta({ description: 'An ISBN-13 or ISBN-10, hyphens and spaces allowed; read as its ISBN-13.', examples: ['978-0-306-40615-7', '0306406152'] });

/** A listing's ISBN: optional (empty or null means none), else read as `isbnSchema` reads it. */
export const optionalIsbnSchema = z
  .union([z.string().max(40), z.null()], { error: 'ISBN must be text' })
  .optional()
  .transform((text, ctx) => {
    if (text == null || text.trim() === '') return null;
    const isbn = isbn13Of(text);
    if (isbn === null) {
      ctx.addIssue({ code: 'custom', message: NOT_AN_ISBN });
      return z.NEVER;
    }
    return isbn;
  })
  .meta({ description: "Optional: the edition's ISBN-13 or ISBN-10 (hyphens allowed), kept as its ISBN-13.", examples: ['9780679457312'] });

/** One edition as a lookup answers it: the API documentation's example, and the tests'. */
export const EXAMPLE_ISBN_RECORD = {
  isbn: '9780679457312',
  found: true,
  title: 'The God of Small Things',
  authors: ['Arundhati Roy'],
  publisher: 'Random House',
  year: 1997,
  pages: 321,
  description: 'Twins in Kerala, 1969.',
  image: 'https://books.example.com/images/3f2a9c0d6b1e4f5a8c7d2e1f0a9b8c7d.webp',
};

/** GET /isbn/{isbn}/record: what the store knows of an edition, to fill the listing form with. */
export const isbnRecordSchema = z
  .object({
    isbn: z.string().meta({ description: 'The ISBN-13 looked up.' }),
    found: z.boolean().meta({ description: 'Whether the book catalogue knows this ISBN; when false, every other field is empty.' }),
    title: z.string().nullable(),
    authors: z.array(z.string()),
    publisher: z.string().nullable(),
    year: z.number().int().nullable().meta({ description: 'The year the edition was published.' }),
    pages: z.number().int().nullable(),
    description: z.string().nullable(),
    image: z.string().nullable().meta({ description: "The edition's cover, stored by the store like an uploaded photo, usable as a listing's `image`." }),
  })
  .meta({
    id: 'IsbnRecord',
    description: 'An edition as the book catalogue (Open Library) describes it.',
    examples: [EXAMPLE_ISBN_RECORD],
  });
export type IsbnRecord = z.infer<typeof isbnRecordSchema>;
