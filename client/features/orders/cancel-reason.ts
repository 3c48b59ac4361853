import type { KeyOf } from '../../i18n/namespace.ts';
import { orders } from '../../i18n/orders.ts';
import en from '../../i18n/messages/orders.en.json';

/**
 * The API says why a booking ended as an English sentence, not a code; the English messages are
 * those sentences, so each is shown in the page's language, and one this list does not know as the
 * server wrote it.
 */
const REASONS = new Map(
  Object.entries(en)
    .filter(([key]) => key.startsWith('cancelReason.'))
    .map(([key, sentence]) => [sentence, key as KeyOf<typeof orders>]),
);

/** Why a booking ended, in the page's language; null when the order does not say. */
export function cancelReasonText(reason: string | null): string | null {
  if (reason === null) return null;
  const key = REASONS.get(reason);
  return key ? orders.t(key) : reason;
}
