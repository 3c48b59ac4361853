import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { books } from '../../i18n/books.ts';
import { dashboard } from '../../i18n/dashboard.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { payment } from '../../i18n/payment.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import type { Bundle } from '../../../shared/bundles.ts';
import type { Order } from '../../../shared/orders.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { isUuid } from '../../lib/is-uuid.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';
import { cancelReasonText } from './cancel-reason.ts';
import { PaymentNotice } from './payment-notice.tsx';
import { TestCardsNote } from './test-cards-note.tsx';
import { usePaymentIntent } from './use-payment-intent.ts';

// The card form checks cards with the store's schemas (zod), fetched beside the order like a provider's script.
const TestCardForm = lazy(() => import('./test-card-form.tsx').then((m) => ({ default: m.TestCardForm })));
// Stripe Elements and Stripe.js load only when this store takes real card payments.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx').then((m) => ({ default: m.StripeCardForm })));

/** /dashboard/buyer/payment/:id: pay for one booked order by card. */
export function PaymentPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  // An address that cannot name an order is answered here, without asking the server.
  const wellFormed = isUuid(id);
  const order = useQuery(trpc.orders.byId.queryOptions({ id }, { enabled: wellFormed }));
  // An order of a bundle is paid with the rest of it: the page names them all, at their price together.
  const bundleId = order.data?.bundleId ?? '';
  const bundle = useQuery(trpc.bundles.byId.queryOptions({ id: bundleId }, { enabled: bundleId !== '' }));
  const t = useMessages(payment);

  if (!wellFormed || order.data === null) {
    return <PaymentNotice title={t('notFound')} text={t('notFoundText')} />;
  }
  if (order.isPending || (bundleId !== '' && bundle.isPending)) return <LoadingSpinner label={t('loading')} />;
  if (order.isError) {
    return <QueryError message={t('failed')} onRetry={() => void order.refetch()} retrying={order.isFetching} />;
  }
  if (order.data.payment) {
    return <PaymentNotice title={t('paymentFor', { what: order.data.book })} text={t('alreadyPaid')} badge={t('paid')} />;
  }
  if (order.data.status === 'cancelled') {
    return (
      <PaymentNotice title={t('paymentFor', { what: order.data.book })} text={t('ended', { reason: cancelReasonText(order.data) ?? t('itWasCancelled') })} />
    );
  }
  return <PayForOrder order={order.data} bundle={bundle.data ?? null} />;
}

function PayForOrder({ order, bundle }: { order: Order; bundle: Bundle | null }) {
  const trpc = useTRPC();
  const currency = useStoreCurrency();
  const intent = usePaymentIntent(order._id, true);
  const t = useMessages(payment);
  const board = useMessages(dashboard);
  const card = useMessages(books);
  const publishableKey = useQuery(trpc.catalog.storeConfig.queryOptions(undefined, { staleTime: Infinity })).data?.stripePublishableKey;
  // The amount charged is the server's; it is the order's (or bundle's) price, shown before the intent arrives.
  const amount = formatMoney(intent.data?.amount ?? bundle?.priceMinor ?? order.priceMinor, intent.data?.currency ?? currency);
  const what = bundle ? t('booksTogether', { count: bundle.orders.length }) : order.book;

  return (
    <section className="max-w-xl">
      <title>{board('pageTitle', { page: t('pageTitle', { what }) })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('paymentFor', { what })}</h1>
      {bundle && (
        <ul className="mt-3 list-inside list-disc">
          {bundle.orders.map((o) => (
            <li key={o._id}>
              {o.book} <span className="text-base-content/70">{card('byAuthor', { author: o.author })}</span>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex items-center gap-4">
        {/* The heading names the book, so its cover is decorative. */}
        <img src={order.image} alt="" width={48} height={64} className="bg-base-200 rounded-field h-16 w-12 object-cover" />
        <p className="text-lg">
          <RichText text={t('pleasePay', { amount })} parts={[(text) => <strong className="text-secondary text-2xl">{text}</strong>]} />
        </p>
      </div>
      <div className="card border-base-300 bg-base-100 mt-8 border p-5 shadow-sm sm:p-8">
        {intent.isError ? (
          <div role="alert" className="alert alert-error alert-soft">
            <span>{intent.error.message}</span>
          </div>
        ) : intent.data?.provider === 'stripe' ? (
          publishableKey ? (
            <Suspense fallback={<LoadingSpinner label={t('loadingCardForm')} size="loading-md" />}>
              <StripeCardForm publishableKey={publishableKey} clientSecret={intent.data.clientSecret} />
            </Suspense>
          ) : (
            <p role="alert" className="text-error">
              {t('notSetUp')}
            </p>
          )
        ) : (
          <>
            <Suspense fallback={<LoadingSpinner label={t('loadingCardForm')} size="loading-md" />}>
              <TestCardForm intent={intent.data ?? null} preparing={intent.isPending} />
            </Suspense>
            <TestCardsNote />
          </>
        )}
      </div>
      <Link to="/dashboard/buyer" className="link link-secondary mt-6 inline-block">
        {t('backToOrders')}
      </Link>
    </section>
  );
}
