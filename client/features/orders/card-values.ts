import { testCardSchema } from '../../../shared/orders.ts';
import { payment } from '../../i18n/payment.ts';
import { formText } from '../../lib/form-text.ts';

export type CardValues = { clientSecret: string; cardNumber: string; expiry: string; cvc: string };

/**
 * The test provider's card checks, run here too so the message reads like Stripe's
 * ('Your card number is incomplete.') instead of the server's list of issues. One message at a
 * time, as card forms show it.
 */
export function readCardForm(clientSecret: string, form: FormData): { values: CardValues } | { error: string } {
  const values = {
    clientSecret,
    cardNumber: formText(form, 'cardNumber'),
    expiry: formText(form, 'expiry'),
    cvc: formText(form, 'cvc'),
  };
  const parsed = testCardSchema.safeParse(values);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? payment.t('checkCard') };
  return { values };
}
