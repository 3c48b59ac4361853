import { newOrderSchema } from '../../../shared/orders.ts';

export type BookingField = 'buyerPhone' | 'buyerLocation';
export type BookingErrors = Partial<Record<BookingField, string>>;
export type BookingValues = { bookPostingId: string; buyerPhone: string; buyerLocation: string };

const isField = (key: PropertyKey | undefined): key is BookingField => key === 'buyerPhone' || key === 'buyerLocation';

/**
 * Checks the booking form with the server's own rules, so a person reads 'Phone is required' under
 * the field rather than the server's list of issues. Only the book, phone and location are sent:
 * the server takes the buyer from the token and the book, price and seller from the database.
 */
export function readBookingForm(bookPostingId: string, form: FormData): { values: BookingValues } | { errors: BookingErrors } {
  const typed = {
    bookPostingId,
    buyerPhone: String(form.get('buyerPhone') ?? '').trim(),
    buyerLocation: String(form.get('buyerLocation') ?? '').trim(),
  };
  const parsed = newOrderSchema.safeParse(typed);
  if (parsed.success) {
    const { buyerPhone, buyerLocation } = parsed.data;
    return { values: { bookPostingId, buyerPhone, buyerLocation } };
  }
  const errors: BookingErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  // The book's id comes from the list, so a malformed one is not the person's to fix: let the server say so.
  return Object.keys(errors).length > 0 ? { errors } : { values: typed };
}
