import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Order } from '../../../shared/orders.ts';
import { CardsOrTable } from '../../components/cards-or-table.tsx';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { ClosedOrders } from '../../features/orders/closed-orders.tsx';
import type { RateSeller } from '../../features/orders/order-actions.tsx';
import { OrderCard } from '../../features/orders/order-card.tsx';
import { groupOrders } from '../../features/orders/order-groups.ts';
import { OrderRow } from '../../features/orders/order-row.tsx';
import { useCancelOrder } from '../../features/orders/use-cancel-order.ts';
import { RateSellerButton } from '../../features/reviews/rate-seller-button.tsx';
import { dashboard } from '../../i18n/dashboard.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { orders as ordersNs } from '../../i18n/orders.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';

const rateSeller: RateSeller = (order, describedBy) => <RateSellerButton order={order} describedBy={describedBy} />;

/** /dashboard/buyer: the signed-in user's orders, to pay or cancel. */
export function MyOrdersPage() {
  const trpc = useTRPC();
  const { user } = useAuth();
  const email = user?.email ?? '';
  const currency = useStoreCurrency();
  const orders = useQuery(trpc.orders.mine.queryOptions({ email }, { enabled: email !== '' }));
  const cancel = useCancelOrder();
  const t = useMessages(ordersNs);
  const board = useMessages(dashboard);
  // Expiry is judged against when the list was read, which keeps rendering pure.
  const groups = orders.data ? groupOrders(orders.data, orders.dataUpdatedAt) : null;

  const { ask, dialog } = useConfirm();
  const confirmCancel = (order: Order) =>
    ask({
      question: t('cancelQuestion', { title: order.book }),
      confirmLabel: t('cancelBooking'),
      keepLabel: t('keepIt'),
      onConfirm: () => cancel.mutate({ id: order._id }),
    });

  return (
    <section>
      <title>{board('pageTitle', { page: t('myOrders') })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{groups ? t('myOrdersCount', { count: formatNumber(groups.open.length) }) : t('myOrders')}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">{t('intro')}</p>
      {orders.isPending ? (
        <LoadingSpinner label={t('loading')} />
      ) : orders.isError ? (
        <QueryError message={t('failed')} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : groups && groups.open.length === 0 ? (
        <p className="text-base-content/75 py-4">
          <RichText
            text={t('none')}
            parts={[
              (text) => (
                <Link to="/categories" className="link link-secondary">
                  {text}
                </Link>
              ),
            ]}
          />
        </p>
      ) : (
        <CardsOrTable
          items={groups?.open ?? []}
          label={t('myOrders')}
          columns={[t('column.photo'), t('column.book'), t('column.price'), t('seller'), t('payment'), <span className="sr-only">{t('column.actions')}</span>]}
          row={(order) => <OrderRow order={order} currency={currency} cancelling={cancel.isPending} onCancel={confirmCancel} rateSeller={rateSeller} />}
          card={(order) => <OrderCard order={order} currency={currency} cancelling={cancel.isPending} onCancel={confirmCancel} rateSeller={rateSeller} />}
        />
      )}
      {groups && <ClosedOrders orders={groups.closed} currency={currency} />}
      {dialog}
    </section>
  );
}
