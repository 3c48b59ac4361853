import type { Order } from '../../../shared/orders.ts';
import { orders } from '../../i18n/orders.ts';

/**
 * Why a booking ended, in the page's language, by the order's reason code; one without a code (a
 * reason newer than this page) as the server wrote it; null when the order does not say.
 */
export function cancelReasonText({ cancelReason, cancelReasonCode }: Pick<Order, 'cancelReason' | 'cancelReasonCode'>): string | null {
  return cancelReasonCode ? orders.t(`cancelReason.${cancelReasonCode}`) : cancelReason;
}
