import { listingPricesIn, newBookFields, refusingOriginalPriceNotAbove, type NewBookInput } from '../../../shared/books.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { formText } from '../../lib/form-text.ts';
import { imageFileProblem } from '../../lib/image-file.ts';

const FIELDS = ['isbn', 'book', 'author', 'price', 'originalPrice', 'condition', 'years', 'phone', 'location', 'description', 'categoryId', 'photo'] as const;
export type AddBookField = (typeof FIELDS)[number];
export type AddBookErrors = Partial<Record<AddBookField, string>>;

/** The listing as typed (the server parses it again), with the photo still to upload. */
export type AddBookValues = { listing: Omit<NewBookInput, 'image'>; photo: File };

// The photo is checked as a file here; its URL exists only after the upload. The prices are read
// as the server reads them, in the store's currency: no decimals in JPY, two in BDT.
const formSchemaIn = (currency: string) =>
  refusingOriginalPriceNotAbove(newBookFields.omit({ image: true, addedBy: true, status: true, advertise: true }).extend(listingPricesIn(currency).shape));

/**
 * Checks the form with the rules the server applies (shared/books.ts): one message per field. The
 * photo is checked against the store's limit (`imageMaxBytes`) before anything is uploaded.
 */
export function readAddBookForm(form: FormData, imageMaxBytes: number, currency: string): { values: AddBookValues } | { errors: AddBookErrors } {
  const listing = {
    isbn: formText(form, 'isbn'),
    book: formText(form, 'book'),
    author: formText(form, 'author'),
    price: formText(form, 'price'),
    originalPrice: formText(form, 'originalPrice'),
    condition: formText(form, 'condition'),
    years: formText(form, 'years'),
    phone: formText(form, 'phone'),
    location: formText(form, 'location'),
    description: formText(form, 'description'),
    categoryId: formText(form, 'categoryId'),
  };
  const parsed = formSchemaIn(currency).safeParse(listing);
  const errors: AddBookErrors = parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS);
  // The slug rules read as API text; a person only ever picks from the list.
  if (errors.categoryId) errors.categoryId = 'Category is required';
  const photo = form.get('photo');
  if (!(photo instanceof File) || photo.size === 0) errors.photo = 'Photo is required';
  else errors.photo = imageFileProblem(photo, imageMaxBytes, 'photo') ?? undefined;
  if (!parsed.success || !(photo instanceof File) || errors.photo) return { errors };
  // Sent as typed, not as parsed: the parsed price is in minor units, the wire's is in major units.
  return { values: { listing: { ...listing, condition: parsed.data.condition }, photo } };
}
