import type { z } from 'zod';
import { newBundleSchema } from '../../../shared/bundles.ts';
import { newOfferSchema } from '../../../shared/offers.ts';
import { newOrderSchema } from '../../../shared/orders.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { formText } from '../../lib/form-text.ts';

const BOOKING_FIELDS = ['buyerPhone', 'buyerLocation'] as const;
const OFFER_FIELDS = ['price', ...BOOKING_FIELDS] as const;
export type BookingErrors = Partial<Record<(typeof OFFER_FIELDS)[number], string>>;
export type BookingValues = { bookPostingId: string; buyerPhone: string; buyerLocation: string };
export type OfferValues = ({ bookId: string } | { bookIds: string[] }) & { price: string; buyerPhone: string; buyerLocation: string };
export type BundleValues = { bookIds: string[]; buyerPhone: string; buyerLocation: string };

/**
 * The form's text checked with the server's own rules, so a person reads 'Phone is required' under
 * the field rather than the server's list of issues; what is sent is the text as typed (trimmed).
 * A fault in no field of the form (the book's id, which comes from the page) is the server's to name.
 */
function checked<V>(schema: z.ZodType, typed: V, fields: readonly (keyof BookingErrors)[]): { values: V } | { errors: BookingErrors } {
  const parsed = schema.safeParse(typed);
  const errors = parsed.success ? {} : fieldErrors(parsed.error.issues, fields);
  return Object.keys(errors).length > 0 ? { errors } : { values: typed };
}

const contact = (form: FormData) => ({ buyerPhone: formText(form, 'buyerPhone').trim(), buyerLocation: formText(form, 'buyerLocation').trim() });

/** The booking form: only the book, phone and location are sent; the server takes the buyer from the token and the rest from the database. */
export const readBookingForm = (bookPostingId: string, form: FormData) => checked(newOrderSchema, { bookPostingId, ...contact(form) }, BOOKING_FIELDS);

/** The offer form, for a copy or a bundle: the booking's contact, and the price offered. */
export const readOfferForm = (on: { bookId: string } | { bookIds: string[] }, form: FormData) =>
  checked<OfferValues>(newOfferSchema, { ...on, price: formText(form, 'price').trim(), ...contact(form) }, OFFER_FIELDS);

/** The bundle form: the booking's contact, for every copy picked. */
export const readBundleForm = (bookIds: string[], form: FormData) => checked<BundleValues>(newBundleSchema, { bookIds, ...contact(form) }, BOOKING_FIELDS);
