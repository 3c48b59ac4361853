import { useId } from 'react';
import type { SellerBook } from '../../../shared/books.ts';
import { formatMoney } from '../../../shared/money.ts';
import { SaleLine } from './sale-line.tsx';
import { useProductActions } from './use-product-actions.ts';

/** One listing in My products, with SPEC section 4's status and advertise rules. */
export function ProductRow({ book, currency }: { book: SellerBook; currency: string }) {
  const actions = useProductActions();
  const titleId = useId();
  const sold = book.status === 'sold';
  const available = book.status === 'available';
  // DESIGN section 8: a paid copy belongs to its buyer and cannot be put back on sale.
  const paid = book.sale?.status === 'paid';

  const confirmDelete = () => {
    if (window.confirm(`Do you want to delete "${book.book}"?`)) actions.remove(book._id);
  };

  return (
    <tr>
      <td>
        <img
          src={book.thumbnail ?? book.image}
          alt=""
          width={48}
          height={64}
          loading="lazy"
          className="bg-base-200 rounded-field h-16 w-12 object-cover"
        />
      </td>
      <th scope="row" id={titleId} className="min-w-40 font-semibold">
        {book.book}
        <span className="text-base-content/70 block text-sm font-normal">by {book.author}</span>
        {book.sale && <SaleLine sale={book.sale} />}
      </th>
      <td className="whitespace-nowrap">{formatMoney(book.priceMinor, currency)}</td>
      <td>
        {sold ? (
          <span className="badge badge-error badge-soft whitespace-nowrap">out of stock</span>
        ) : (
          <span className="badge badge-success badge-soft">{book.booked ? 'booked' : 'available'}</span>
        )}
        {book.advertise && <span className="badge badge-info badge-soft ms-1 whitespace-nowrap">advertised</span>}
      </td>
      <td>
        <div className="flex min-w-56 flex-wrap gap-2">
          {/* SPEC section 4: the toggle sends the opposite of the current status. */}
          {!available && (
            <button type="button" className="btn btn-sm btn-success" aria-describedby={titleId} disabled={paid || actions.busy} onClick={() => actions.setStatus(book._id, 'available')}>
              Make Available
            </button>
          )}
          {!sold && (
            <button type="button" className="btn btn-sm btn-warning" aria-describedby={titleId} disabled={actions.busy} onClick={() => actions.setStatus(book._id, 'sold')}>
              Sold out
            </button>
          )}
          {book.advertise ? (
            <button type="button" className="btn btn-sm btn-outline" aria-describedby={titleId} disabled={sold || actions.busy} onClick={() => actions.unadvertise(book._id)}>
              Remove
            </button>
          ) : (
            <button type="button" className="btn btn-sm btn-primary" aria-describedby={titleId} disabled={sold || actions.busy} onClick={() => actions.advertise(book._id)}>
              Add
            </button>
          )}
          <button type="button" className="btn btn-sm btn-error" aria-describedby={titleId} disabled={actions.busy} onClick={confirmDelete}>
            Delete
          </button>
        </div>
      </td>
    </tr>
  );
}
