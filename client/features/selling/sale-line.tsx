import type { SellerBook } from '../../../shared/books.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';

/** Who holds the copy, with their contact, so the seller can hand it over (issue 5). */
export function SaleLine({ sale }: { sale: NonNullable<SellerBook['sale']> }) {
  const t = useMessages(selling);
  const contact = [sale.buyerEmail, sale.buyerPhone, sale.buyerLocation].filter((part) => part !== '').join(' · ');
  return (
    <span className="text-base-content/80 mt-1 block text-sm font-normal break-words">
      <span className="font-semibold">{t(sale.status === 'paid' ? 'sale.paidBy' : 'sale.bookedBy')}</span> {contact}
      {sale.bundleId && <span className="badge badge-soft badge-sm ms-2 whitespace-nowrap">{t('sale.inBundle')}</span>}
      {sale.state !== 'booked' && sale.state !== 'paid' && <span className="badge badge-soft badge-sm ms-2 whitespace-nowrap">{t(`state.${sale.state}`)}</span>}
    </span>
  );
}
