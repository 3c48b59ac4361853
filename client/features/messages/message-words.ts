import type { Message } from '../../../shared/conversations.ts';
import { notices } from '../../i18n/notices.ts';
import { formatMoney } from '../../i18n/format.ts';
import { currentReading } from '../../i18n/locale.ts';

/**
 * A message's words on the page. An offer's step is written by the server in English, which the
 * API keeps: an English page shows it as written, any other says the step in its own language, by
 * its code and amount, as the unread-messages email does (shared/messages/notices).
 */
export function messageWords(message: { text: string; offer: Pick<NonNullable<Message['offer']>, 'step' | 'amountMinor'> | null }, currency: string): string {
  const { offer } = message;
  if (!offer || currentReading().locale === 'en') return message.text;
  return notices.t(`offerStep.${offer.step}`, { amount: formatMoney(offer.amountMinor, currency) });
}
