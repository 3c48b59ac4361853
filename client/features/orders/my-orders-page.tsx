import { Link } from 'react-router';
import type { Order } from '../../../shared/orders.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { trpc } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { useAuth } from '../auth/auth-context.ts';
import { ClosedOrders } from './closed-orders.tsx';
import { OrderCard } from './order-card.tsx';
import { groupOrders } from './order-groups.ts';
import { OrderRow } from './order-row.tsx';
import { useCancelOrder } from './use-cancel-order.ts';

/** /dashboard/buyer (SPEC section 2): the signed-in user's orders, to pay or cancel. */
export function MyOrdersPage() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  const currency = useStoreCurrency();
  const orders = trpc.orders.mine.useQuery({ email }, { enabled: email !== '' });
  const cancel = useCancelOrder();
  // Expiry is judged against when the list was read, which keeps rendering pure.
  const groups = orders.data ? groupOrders(orders.data, orders.dataUpdatedAt) : null;

  const confirmCancel = (order: Order) => {
    if (window.confirm(`Do you want to cancel your booking of "${order.book}"?`)) cancel.mutate({ id: order._id });
  };

  return (
    <section>
      <title>My Orders · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">My Orders{groups && `: ${groups.open.length}`}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">
        A booking holds the copy for you until you pay for it or cancel it. Contact the seller to arrange the hand-over.
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
        <>
          {/* Phones get cards; wider screens the table SPEC section 2 describes. Only one is ever displayed. */}
          <ul aria-label="My Orders" className="grid gap-4 sm:hidden">
            {groups?.open.map((order) => (
              <li key={order._id}>
                <OrderCard order={order} currency={currency} cancelling={cancel.isPending} onCancel={confirmCancel} />
              </li>
            ))}
          </ul>
          {/* Scrolls sideways when the screen is still too narrow; focusable so keyboard users can scroll it too. */}
          <div role="region" aria-label="My Orders" tabIndex={0} className="rounded-box border-base-300 bg-base-100 hidden overflow-x-auto border sm:block">
            <table className="table">
              <thead className="text-base-content/80">
                <tr>
                  <th scope="col">Photo</th>
                  <th scope="col">Book</th>
                  <th scope="col">Price</th>
                  <th scope="col">Seller</th>
                  <th scope="col">Payment</th>
                  <th scope="col">
                    <span className="sr-only">Cancel</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {groups?.open.map((order) => (
                  <OrderRow key={order._id} order={order} currency={currency} cancelling={cancel.isPending} onCancel={confirmCancel} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {groups && <ClosedOrders orders={groups.closed} currency={currency} />}
    </section>
  );
}
