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
  // Expiry is judged against when the list was read, which keeps rendering pure.
  const groups = orders.data ? groupOrders(orders.data, orders.dataUpdatedAt) : null;

  const { ask, dialog } = useConfirm();
  const confirmCancel = (order: Order) =>
    ask({
      question: `Do you want to cancel your booking of "${order.book}"?`,
      confirmLabel: 'Cancel booking',
      keepLabel: 'Keep it',
      onConfirm: () => cancel.mutate({ id: order._id }),
    });

  return (
    <section>
      <title>My Orders · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">My Orders{groups && `: ${groups.open.length}`}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">
        A booking holds the copy for you until you pay for it or cancel it. Contact the seller to arrange the hand-over, then confirm you have the book, or
        report a problem: the seller is paid only then.
      </p>
      {orders.isPending ? (
        <LoadingSpinner label="Loading your orders…" />
      ) : orders.isError ? (
        <QueryError message="We couldn't load your orders." onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : groups && groups.open.length === 0 ? (
        <p className="text-base-content/75 py-4">
          You have no bookings right now.{' '}
          <Link to="/categories" className="link link-secondary">
            Browse the categories
          </Link>{' '}
          to find a book.
        </p>
      ) : (
        <CardsOrTable
          items={groups?.open ?? []}
          label="My Orders"
          columns={['Photo', 'Book', 'Price', 'Seller', 'Payment', <span className="sr-only">Actions</span>]}
          row={(order) => <OrderRow order={order} currency={currency} cancelling={cancel.isPending} onCancel={confirmCancel} rateSeller={rateSeller} />}
          card={(order) => <OrderCard order={order} currency={currency} cancelling={cancel.isPending} onCancel={confirmCancel} rateSeller={rateSeller} />}
        />
      )}
      {groups && <ClosedOrders orders={groups.closed} currency={currency} />}
      {dialog}
    </section>
  );
}
