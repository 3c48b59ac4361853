import type { SellerBook } from '../../../shared/books.ts';
import { ORDER_STATE_LABELS } from '../../../shared/order-states.ts';

/** Who holds the copy, with their contact, so the seller can hand it over (issue 5). */
export function SaleLine({ sale }: { sale: NonNullable<SellerBook['sale']> }) {
  const contact = [sale.buyerEmail, sale.buyerPhone, sale.buyerLocation].filter((part) => part !== '').join(' · ');
  return (
    <span className="text-base-content/80 mt-1 block text-sm font-normal break-words">
      <span className="font-semibold">{sale.status === 'paid' ? 'Paid by' : 'Booked by'}</span> {contact}
      {sale.bundleId && <span className="badge badge-soft badge-sm ms-2 whitespace-nowrap">In a bundle</span>}
      {sale.state !== 'booked' && sale.state !== 'paid' && (
        <span className="badge badge-soft badge-sm ms-2 whitespace-nowrap">{ORDER_STATE_LABELS[sale.state]}</span>
      )}
    </span>
  );
}
