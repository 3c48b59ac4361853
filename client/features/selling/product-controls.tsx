import { lazy } from 'react';
import { Link } from 'react-router';
import { editListingPath } from '../books/book-paths.ts';
import type { SellerBook } from '../../../shared/books.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { DialogButton } from '../../components/dialog-button.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import type { ProductActions } from './use-product-actions.ts';
import { prefetch } from '../../lib/prefetch.ts';

// The note is checked with the store's schema (zod): loaded when a seller reaches for the button.
const loadHandOverModal = () => import('./hand-over-modal.tsx');
const HandOverModal = lazy(() => loadHandOverModal().then((m) => ({ default: m.HandOverModal })));
const loadPriceModal = () => import('./price-modal.tsx');
const PriceModal = lazy(() => loadPriceModal().then((m) => ({ default: m.PriceModal })));

/** The listing's stock and advertising state, as badges, and whether reports hide it from the store. */
export function ProductStatus({ book }: { book: SellerBook }) {
  const t = useMessages(selling);
  return (
    <span className="inline-flex flex-wrap gap-1">
      {book.status === 'sold' ? (
        <span className="badge badge-error badge-soft whitespace-nowrap">{t('status.soldOut')}</span>
      ) : (
        <span className="badge badge-success badge-soft">{t(book.booked ? 'status.booked' : 'status.available')}</span>
      )}
      {book.advertise && <span className="badge badge-info badge-soft whitespace-nowrap">{t('status.advertised')}</span>}
      {book.hidden && <span className="badge badge-error badge-soft whitespace-nowrap">{t('status.hidden')}</span>}
      {book.savedCount > 0 && <span className="badge badge-ghost whitespace-nowrap">{t('status.savedBy', { count: formatNumber(book.savedCount) })}</span>}
    </span>
  );
}

type ProductButtonsProps = { book: SellerBook; actions: ProductActions; describedBy: string };

/** The seller's buttons for one listing, shared by its table row and its phone card. */
export function ProductButtons({ book, actions, describedBy }: ProductButtonsProps) {
  const sold = book.status === 'sold';
  const available = book.status === 'available';
  // A paid copy belongs to its buyer and cannot be put back on sale.
  const paid = book.sale?.status === 'paid';

  const t = useMessages(selling);
  const { ask, dialog } = useConfirm();
  const confirmDelete = () =>
    ask({ question: t('confirmDelete', { title: book.book }), confirmLabel: t('action.delete'), onConfirm: () => actions.remove(book._id) });

  // Advertising leads and Delete ends the row, pushed to its far end: a slip of the thumb between
  // Add/Remove and Delete should not remove a listing (a status toggle always stands between them).
  return (
    <>
      {/* Advertising on the home page, or taking it off: one button that says which. */}
      <button
        type="button"
        className={`btn btn-sm ${book.advertise ? 'btn-outline' : 'btn-primary'}`}
        aria-describedby={describedBy}
        disabled={sold || actions.busy}
        onClick={() => (book.advertise ? actions.unadvertise(book._id) : actions.advertise(book._id))}
      >
        {t(book.advertise ? 'action.unadvertise' : 'action.advertise')}
      </button>
      {!sold && <PriceButton book={book} actions={actions} describedBy={describedBy} />}
      {/* A booked or paid copy stays as its buyer took it. */}
      {!book.sale && (
        <Link to={editListingPath(book._id)} className="btn btn-sm btn-outline" aria-describedby={describedBy}>
          {t('action.edit')}
        </Link>
      )}
      {/* The toggle sends the opposite of the current status. */}
      {!available && (
        <button
          type="button"
          className="btn btn-sm btn-success"
          aria-describedby={describedBy}
          disabled={paid || actions.busy}
          onClick={() => actions.setStatus(book._id, 'available')}
        >
          {t('action.makeAvailable')}
        </button>
      )}
      {!sold && (
        <button
          type="button"
          className="btn btn-sm btn-warning"
          aria-describedby={describedBy}
          disabled={actions.busy}
          onClick={() => actions.setStatus(book._id, 'sold')}
        >
          {t('action.soldOut')}
        </button>
      )}
      {book.sale?.state === 'paid' && (
        <HandOverButton orderId={book.sale.orderId} title={book.book} bundled={book.sale.bundleId !== null} describedBy={describedBy} />
      )}
      <button type="button" className="btn btn-sm btn-error ms-auto" aria-describedby={describedBy} disabled={actions.busy} onClick={confirmDelete}>
        {t('action.delete')}
      </button>
      {dialog}
    </>
  );
}

/** A paid copy: the seller says it reached its buyer, who is then asked to confirm. */
function HandOverButton({ orderId, title, bundled, describedBy }: { orderId: string; title: string; bundled: boolean; describedBy: string }) {
  const t = useMessages(selling);
  return (
    <DialogButton
      className="btn btn-sm btn-success"
      describedBy={describedBy}
      onPrepare={prefetch(loadHandOverModal)}
      dialog={(close) => <HandOverModal orderId={orderId} title={title} bundled={bundled} onClose={close} />}
    >
      {t('action.handOver')}
    </DialogButton>
  );
}

/** A copy not sold yet: its seller may ask another price. */
function PriceButton({ book, actions, describedBy }: ProductButtonsProps) {
  const t = useMessages(selling);
  return (
    <DialogButton
      className="btn btn-sm btn-outline"
      describedBy={describedBy}
      onPrepare={prefetch(loadPriceModal)}
      dialog={(close) => <PriceModal book={book} actions={actions} onClose={close} />}
    >
      {t('action.price')}
    </DialogButton>
  );
}
