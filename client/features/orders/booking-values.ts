import { newOrderSchema } from '../../../shared/orders.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { formText } from '../../lib/form-text.ts';

const FIELDS = ['buyerPhone', 'buyerLocation'] as const;
export type BookingErrors = Partial<Record<(typeof FIELDS)[number], string>>;
export type BookingValues = { bookPostingId: string; buyerPhone: string; buyerLocation: string };

/**
 * Checks the booking form with the server's own rules, so a person reads 'Phone is required' under
 * the field rather than the server's list of issues. Only the book, phone and location are sent:
 * the server takes the buyer from the token and the book, price and seller from the database.
 */
export function readBookingForm(bookPostingId: string, form: FormData): { values: BookingValues } | { errors: BookingErrors } {
  const typed = {
    bookPostingId,
    buyerPhone: formText(form, 'buyerPhone').trim(),
    buyerLocation: formText(form, 'buyerLocation').trim(),
  };
  const parsed = newOrderSchema.safeParse(typed);
  if (parsed.success) {
    const { buyerPhone, buyerLocation } = parsed.data;
    return { values: { bookPostingId, buyerPhone, buyerLocation } };
  }
  const errors = fieldErrors(parsed.error.issues, FIELDS);
  // The book's id comes from the list, so a malformed one is not the person's to fix: let the server say so.
  return Object.keys(errors).length > 0 ? { errors } : { values: typed };
}
