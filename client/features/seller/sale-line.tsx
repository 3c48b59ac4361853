import type { SellerBook } from '../../../shared/books.ts';

/** Who holds the copy, with their contact, so the seller can hand it over (issue 5). */
export function SaleLine({ sale }: { sale: NonNullable<SellerBook['sale']> }) {
  const contact = [sale.buyerEmail, sale.buyerPhone, sale.buyerLocation].filter((part) => part !== '').join(' · ');
  return (
    <span className="text-base-content/80 mt-1 block text-sm font-normal break-words">
      <span className="font-semibold">{sale.status === 'paid' ? 'Paid by' : 'Booked by'}</span> {contact}
    </span>
  );
}
