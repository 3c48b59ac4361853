import { SETTLE_NOTE_MAX, settleOwedSchema, type OwedSale, type SettleWay } from '../../../shared/settlements.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { useSettleOwed } from './use-settle-owed.ts';
import { admin } from '../../i18n/admin.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** What each way of settling says, and what it asks the admin to write down: its messages `<way>Kicker`, `…Explanation`, `…Label`, `…Placeholder`, `…Submit`. */
const WAYS = { paid_outside: 'paidOutside', refund_buyer: 'refundBuyer' } as const satisfies Record<SettleWay, string>;

/** The example transfer in the placeholder: an ISO date and a bank's reference read the same in either language. */
const EXAMPLE_TRANSFER = { date: '2026-11-28', reference: 'BT-88121' };

/** Settles one sale owed to a deleted seller, once, with a note for the ledger and the audit trail. */
export function SettleOwedModal({ sale, how, onClose }: { sale: OwedSale; how: SettleWay; onClose: () => void }) {
  const settle = useSettleOwed();
  const t = useMessages(admin);
  const way = WAYS[how];
  return (
    <TextDialog
      kicker={t(`${way}Kicker`)}
      title={sale.book}
      byline={t('settleByline', { seller: sale.sellerEmail, buyer: sale.buyerEmail })}
      explanation={t(`${way}Explanation`)}
      label={t(`${way}Label`)}
      schema={settleOwedSchema.shape.note}
      max={SETTLE_NOTE_MAX}
      rows={2}
      placeholder={t(`${way}Placeholder`, EXAMPLE_TRANSFER)}
      submitLabel={t(`${way}Submit`)}
      what="Settling the sale"
      send={(note) => settle.mutateAsync({ id: sale._id, how, note })}
      onClose={onClose}
    />
  );
}
