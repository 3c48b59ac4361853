import { listingPricesIn, newBookFields, refusingOriginalPriceNotAbove, type NewBookInput } from '../../../shared/books.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { formText } from '../../lib/form-text.ts';
import { imageFileProblem } from '../../lib/image-file.ts';

const FIELDS = ['isbn', 'book', 'author', 'price', 'originalPrice', 'condition', 'years', 'phone', 'location', 'description', 'categoryId', 'photo'] as const;
export type ListingField = (typeof FIELDS)[number];
export type ListingErrors = Partial<Record<ListingField, string>>;

/** The listing as typed (the server parses it again), with the photo still to upload: none when an edit keeps its photo. */
export type ListingValues = { listing: Omit<NewBookInput, 'image'>; photo: File | null };

// The photo is checked as a file here; its URL exists only after the upload. The prices are read
// as the server reads them, in the store's currency: no decimals in JPY, two in BDT.
const formSchemaIn = (currency: string) =>
  refusingOriginalPriceNotAbove(newBookFields.omit({ image: true, addedBy: true, status: true, advertise: true }).extend(listingPricesIn(currency).shape));

/**
 * Checks the listing form with the rules the server applies (shared/books.ts): one message per
 * field. The photo is checked against the store's limit (`imageMaxBytes`) before anything is
 * uploaded; a new listing needs one, an edit keeps its photo unless another is chosen.
 */
export function readListingForm(
  form: FormData,
  imageMaxBytes: number,
  currency: string,
  photoRequired: boolean,
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
  if (errors.categoryId) errors.categoryId = 'Category is required';
  const chosen = form.get('photo');
  const photo = chosen instanceof File && chosen.size > 0 ? chosen : null;
  if (photo) errors.photo = imageFileProblem(photo, imageMaxBytes, 'photo') ?? undefined;
  else if (photoRequired) errors.photo = 'Photo is required';
  if (!parsed.success || errors.photo) return { errors };
  // Sent as typed, not as parsed: the parsed price is in minor units, the wire's is in major units.
  return { values: { listing: { ...listing, condition: parsed.data.condition }, photo } };
}
