import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatMoney } from '../../i18n/format.ts';
import type { Order } from '../../../shared/orders.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { AdminPage } from '../../features/admin/admin-page.tsx';
import { firstPage, paging } from '../../features/admin/admin-paging.ts';
import { OwedSales } from '../../features/admin/owed-sales.tsx';
import { OrderListCard } from '../../features/orders/order-card.tsx';
import { OrderHeadCells } from '../../features/orders/order-row.tsx';
import { formatPostingDate } from '../../lib/format-date.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useRefundProblem, useReleaseProblem } from '../../features/order-lifecycle/use-order-lifecycle.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { admin } from '../../i18n/admin.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** /dashboard/admin/problems: paid orders a buyer reported a problem with, to refund or release, and what deleted sellers are owed. */
export function ProblemsPage() {
  const t = useMessages(admin);
  return (
    <AdminPage title={t('problemsTitle')} intro={t('problemsIntro')}>
      <ProblemList />
      <OwedSales />
    </AdminPage>
  );
}

function ProblemList() {
  const trpc = useTRPC();
  const problems = useInfiniteQuery(trpc.admin.problems.infiniteQueryOptions(firstPage, paging));
  const currency = useStoreCurrency();
  const t = useMessages(admin);
  return (
    <PagedList
      list={problems}
      label={t('problemsTitle')}
      what={t('problemsWhat')}
      empty={t('problemsEmpty')}
      columns={[<span className="sr-only">{t('columnPhoto')}</span>, t('columnOrder'), t('columnProblem'), t('columnParties'), t('columnActions')]}
      row={(order) => <ProblemRow order={order} currency={currency} />}
      card={(order) => <ProblemCard order={order} currency={currency} />}
    />
  );
}

type ProblemViewProps = { order: Order; currency: string };

/** The buyer's reason, note and when, and the handover if there was one. */
function ProblemFacts({ order }: { order: Order }) {
  const t = useMessages(admin);
  if (!order.problem) return null;
  return (
    <span className="block text-sm">
      <span className="badge badge-error badge-soft">{t(`problem.${order.problem.reason}`)}</span>{' '}
      <time dateTime={order.problem.at}>{formatPostingDate(order.problem.at)}</time>
      {order.problem.note && <span className="text-base-content/75 block break-words">“{order.problem.note}”</span>}
      {order.handedOverAt && (
        <span className="text-base-content/70 block">{order.handoverNote ? t('handedOverNote', { note: order.handoverNote }) : t('handedOver')}</span>
      )}
    </span>
  );
}

function Parties({ order }: { order: Order }) {
  const t = useMessages(admin);
  return (
    <span className="block text-sm break-all">
      {t('buyerLine', { email: order.buyerEmail })}
      <br />
      {t('sellerLine', { email: order.sellerEmail })}
    </span>
  );
}

/** Refund gives the buyer their money back and the seller their copy; Release completes the sale. */
function ProblemButtons({ order, describedBy }: { order: Order; describedBy: string }) {
  const refund = useRefundProblem();
  const release = useReleaseProblem();
  const busy = refund.isPending || release.isPending;
  const { ask, dialog } = useConfirm();
  const t = useMessages(admin);
  const confirmRefund = () =>
    ask({
      question: t('refundQuestion', { email: order.buyerEmail, book: order.book }),
      confirmLabel: t('refund'),
      onConfirm: () => refund.mutate({ id: order._id }),
    });
  const confirmRelease = () =>
    ask({
      question: t('releaseQuestion', { book: order.book, email: order.sellerEmail }),
      confirmLabel: t('complete'),
      onConfirm: () => release.mutate({ id: order._id }),
    });
  return (
    <>
      <button type="button" className="btn btn-sm btn-error" aria-describedby={describedBy} disabled={busy} onClick={confirmRefund}>
        {t('refund')}
      </button>
      <button type="button" className="btn btn-sm btn-outline" aria-describedby={describedBy} disabled={busy} onClick={confirmRelease}>
        {t('release')}
      </button>
      {dialog}
    </>
  );
}

function ProblemRow({ order, currency }: ProblemViewProps) {
  const titleId = useId();
  return (
    <tr>
      <OrderHeadCells order={order} titleId={titleId} subtitle={formatMoney(order.priceMinor, currency)} />
      <td>
        <ProblemFacts order={order} />
      </td>
      <td>
        <Parties order={order} />
      </td>
      <td>
        <div className="flex flex-wrap gap-2">
          <ProblemButtons order={order} describedBy={titleId} />
        </div>
      </td>
    </tr>
  );
}

function ProblemCard({ order, currency }: ProblemViewProps) {
  const titleId = useId();
  const t = useMessages(admin);
  return (
    <OrderListCard
      order={order}
      titleId={titleId}
      details={[
        [t('columnProblem'), <ProblemFacts order={order} />],
        [t('columnParties'), <Parties order={order} />],
      ]}
      actions={<ProblemButtons order={order} describedBy={titleId} />}
    >
      <p className="mt-1 font-semibold">{formatMoney(order.priceMinor, currency)}</p>
    </OrderListCard>
  );
}
