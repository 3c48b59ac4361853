import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, useId } from 'react';
import { formatMoney } from '../../i18n/format.ts';
import type { OwedSale, SettleWay } from '../../../shared/settlements.ts';
import { DialogButton } from '../../components/dialog-button.tsx';
import { ListCard } from '../../components/list-card.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { formatPostingDate } from '../../lib/format-date.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { firstPage, paging } from './admin-paging.ts';
import { prefetch } from '../../lib/prefetch.ts';
import { admin } from '../../i18n/admin.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';

// The note is checked with the store's schema (zod): loaded when an admin reaches for a button.
const loadSettleModal = () => import('./settle-owed-modal.tsx');
const SettleOwedModal = lazy(() => loadSettleModal().then((m) => ({ default: m.SettleOwedModal })));

/** Under Problems: completed sales whose seller was deleted before being paid, until an admin settles each. */
export function OwedSales() {
  const trpc = useTRPC();
  const owed = useInfiniteQuery(trpc.admin.owedToDeletedSellers.infiniteQueryOptions(firstPage, paging));
  const headingId = useId();
  const t = useMessages(admin);
  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="font-serif text-2xl font-bold">
        {t('owedHeading')}
      </h2>
      <p className="text-base-content/75 mt-2 mb-6">{t('owedIntro')}</p>
      <PagedList
        list={owed}
        label={t('owedHeading')}
        what={t('owedWhat')}
        empty={t('owedEmpty')}
        columns={[t('columnSale'), t('columnOwed'), t('columnFormerSeller'), t('columnActions')]}
        row={(sale) => <OwedRow sale={sale} />}
        card={(sale) => <OwedCard sale={sale} />}
      />
    </section>
  );
}

function Owed({ sale }: { sale: OwedSale }) {
  const t = useMessages(admin);
  return (
    <span className="block text-sm">
      <span className="font-semibold">{formatMoney(sale.owedMinor, sale.currency)}</span>
      <span className="text-base-content/70 block">
        {t('owedOf', { price: formatMoney(sale.priceMinor, sale.currency), fee: formatMoney(sale.feeMinor, sale.currency) })}
      </span>
    </span>
  );
}

function Contact({ sale }: { sale: OwedSale }) {
  return (
    <span className="block text-sm">
      <span className="block break-words">{sale.sellerEmail}</span>
      <span className="block whitespace-nowrap">{sale.sellerPhone}</span>
    </span>
  );
}

function Completed({ sale }: { sale: OwedSale }) {
  const t = useMessages(admin);
  return (
    <span className="text-base-content/70 block text-sm">
      <RichText
        text={t('completedOn', { date: formatPostingDate(sale.completedAt), email: sale.buyerEmail })}
        parts={[(date) => <time dateTime={sale.completedAt}>{date}</time>]}
      />
    </span>
  );
}

function SettleButton({ sale, how, describedBy }: { sale: OwedSale; how: SettleWay; describedBy: string }) {
  const t = useMessages(admin);
  return (
    <DialogButton
      className={`btn btn-sm ${how === 'refund_buyer' ? 'btn-error' : 'btn-primary'}`}
      describedBy={describedBy}
      onPrepare={prefetch(loadSettleModal)}
      dialog={(close) => <SettleOwedModal sale={sale} how={how} onClose={close} />}
    >
      {t(how === 'refund_buyer' ? 'refundBuyer' : 'paidOutside')}
    </DialogButton>
  );
}

function SettleButtons({ sale, describedBy }: { sale: OwedSale; describedBy: string }) {
  return (
    <>
      <SettleButton sale={sale} how="paid_outside" describedBy={describedBy} />
      <SettleButton sale={sale} how="refund_buyer" describedBy={describedBy} />
    </>
  );
}

function OwedRow({ sale }: { sale: OwedSale }) {
  const titleId = useId();
  return (
    <tr>
      <td>
        <span id={titleId} className="font-semibold">
          {sale.book}
        </span>
        <Completed sale={sale} />
      </td>
      <td>
        <Owed sale={sale} />
      </td>
      <td>
        <Contact sale={sale} />
      </td>
      <td>
        <div className="flex flex-wrap gap-2">
          <SettleButtons sale={sale} describedBy={titleId} />
        </div>
      </td>
    </tr>
  );
}

function OwedCard({ sale }: { sale: OwedSale }) {
  const titleId = useId();
  const t = useMessages(admin);
  return (
    <ListCard
      titleId={titleId}
      title={sale.book}
      details={[
        [t('columnOwed'), <Owed sale={sale} />],
        [t('columnFormerSeller'), <Contact sale={sale} />],
      ]}
      actions={<SettleButtons sale={sale} describedBy={titleId} />}
    >
      <Completed sale={sale} />
    </ListCard>
  );
}
