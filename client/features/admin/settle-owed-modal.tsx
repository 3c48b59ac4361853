import { SETTLE_NOTE_MAX, settleOwedSchema, type OwedSale, type SettleWay } from '../../../shared/settlements.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { useSettleOwed } from './use-settle-owed.ts';

/** What each way of settling says, and what it asks the admin to write down. */
const WAYS: Record<SettleWay, { kicker: string; explanation: string; label: string; placeholder: string; submit: string }> = {
  paid_outside: {
    kicker: 'Paid outside the store',
    explanation: 'Record that you paid the former seller yourself. The store keeps its fee; the sale stays complete.',
    label: 'How you paid them',
    placeholder: 'Bank transfer 2026-11-28, reference BT-88121',
    submit: 'Record the payment',
  },
  refund_buyer: {
    kicker: 'Refund the buyer',
    explanation: 'The buyer gets their payment back in full through the provider that took it, and is told.',
    label: 'Why the buyer is refunded',
    placeholder: 'The seller cannot be reached',
    submit: 'Refund in full',
  },
};

/** Settles one sale owed to a deleted seller, once, with a note for the ledger and the audit trail. */
export function SettleOwedModal({ sale, how, onClose }: { sale: OwedSale; how: SettleWay; onClose: () => void }) {
  const settle = useSettleOwed();
  const way = WAYS[how];
  return (
    <TextDialog
      kicker={way.kicker}
      title={sale.book}
      byline={`Seller ${sale.sellerEmail} · buyer ${sale.buyerEmail}`}
      explanation={way.explanation}
      label={way.label}
      schema={settleOwedSchema.shape.note}
      max={SETTLE_NOTE_MAX}
      rows={2}
      placeholder={way.placeholder}
      submitLabel={way.submit}
      what="Settling the sale"
      send={(note) => settle.mutateAsync({ id: sale._id, how, note })}
      onClose={onClose}
    />
  );
}
