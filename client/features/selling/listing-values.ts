import { listingPricesIn, newBookFields, refusingOriginalPriceNotAbove, type NewBookInput } from '../../../shared/books.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { formText } from '../../lib/form-text.ts';
import { selling } from '../../i18n/selling.ts';
import { photosProblem, type PhotoItem } from './photo-items.ts';

const FIELDS = ['isbn', 'book', 'author', 'price', 'originalPrice', 'condition', 'years', 'phone', 'location', 'description', 'categoryId', 'photo'] as const;
export type ListingField = (typeof FIELDS)[number];
export type ListingErrors = Partial<Record<ListingField, string>>;

/** The listing as typed (the server parses it again), with its photos in order, the chosen ones still to upload. */
export type ListingValues = { listing: Omit<NewBookInput, 'image' | 'photos'>; photos: PhotoItem[] };

// The photo is checked as a file here; its URL exists only after the upload. The prices are read
// as the server reads them, in the store's currency: no decimals in JPY, two in BDT.
const formSchemaIn = (currency: string) =>
  refusingOriginalPriceNotAbove(
    newBookFields.omit({ image: true, photos: true, addedBy: true, status: true, advertise: true }).extend(listingPricesIn(currency).shape),
  );

/**
 * Checks the listing form with the rules the server applies (shared/books.ts): one message per
 * field. Chosen photos are checked against the store's limit (`imageMaxBytes`) before anything is
 * uploaded; a new listing needs one.
 */
export function readListingForm(
  form: FormData,
  photos: PhotoItem[],
  { imageMaxBytes, currency, isNew }: { imageMaxBytes: number; currency: string; isNew: boolean },
): { values: ListingValues } | { errors: ListingErrors } {
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
  const errors: ListingErrors = parsed.success ? {} : fieldErrors(parsed.error.issues, FIELDS);
  // The slug rules read as API text; a person only ever picks from the list.
  if (errors.categoryId) errors.categoryId = selling.t('categoryRequired');
  errors.photo = photosProblem(photos, imageMaxBytes, isNew) ?? undefined;
  if (!parsed.success || errors.photo) return { errors };
  // Sent as typed, not as parsed: the parsed price is in minor units, the wire's is in major units.
  return { values: { listing: { ...listing, condition: parsed.data.condition }, photos } };
}
