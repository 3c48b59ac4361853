import type { Message } from '../../../shared/conversations.ts';
import { conversations } from '../../i18n/conversations.ts';
import { formatMoney } from '../../i18n/format.ts';
import { currentReading } from '../../i18n/locale.ts';

/**
 * A message's words on the page. An offer's step is written by the server in English, which the
 * API keeps: an English page shows it as written, any other says the step in its own language, by
 * its code and amount.
 */
export function messageWords(message: Pick<Message, 'text' | 'offer'>, currency: string): string {
  const { offer } = message;
  if (!offer || currentReading().locale === 'en') return message.text;
  return conversations.t(`offerStep.${offer.step}`, { amount: formatMoney(offer.amountMinor, currency) });
}
