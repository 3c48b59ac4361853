import { useQuery } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useParams } from 'react-router';
import { DashboardProblem } from '../../components/dashboard-problem.tsx';
import type { AppRouter } from '../../../server/trpc/router.ts';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { isUuid } from '../../lib/is-uuid.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ListingForm } from './listing-form.tsx';
import { OfferTermsForm } from './offer-terms-form.tsx';
import { useEditBook } from './use-save-listing.ts';

/** A sentence instead of the form, with the way back. */
function EditNotice({ title, text }: { title: string; text: string }) {
  const t = useMessages(selling);
  return <DashboardProblem title={title} text={text} back={{ to: '/dashboard/my-products', label: t('backToProducts') }} />;
}

/** /dashboard/my-products/:id/edit: every field of one of the seller's listings, while no order holds the copy. */
export function EditBookPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const wellFormed = isUuid(id);
  const book = useQuery(trpc.books.own.queryOptions({ id }, { enabled: wellFormed, retry: false }));
  // The form picks the listing's category among the options when it first shows: they come first.
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  const save = useEditBook(id);
  const t = useMessages(selling);
  const d = useMessages(dashboard);

  const missing = isTRPCClientError<AppRouter>(book.error) && [403, 404].includes(book.error.data?.httpStatus ?? 0);
  if (!wellFormed || missing) return <EditNotice title={t('listingNotFound')} text={t('listingNotFoundText')} />;
  if (book.isPending || categories.isPending) return <LoadingSpinner label={t('loadingListing')} />;
  if (book.isError || categories.isError) {
    const failed = book.isError ? book : categories;
    return <QueryError message={t('listingFailed')} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  }
  const listing = book.data;
  const heading = t('editTitle', { title: listing.book });
  if (listing.sale) return <EditNotice title={heading} text={t(listing.sale.status === 'booked' ? 'editBooked' : 'editPaid')} />;
  return (
    <section className="max-w-3xl">
      <title>{d('pageTitle', { page: heading })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{heading}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{t('editIntro')}</p>
      <ListingForm listing={listing} submitLabel={t('saveChanges')} what="Saving the listing" onSubmit={save} />
      <OfferTermsForm bookId={listing._id} />
    </section>
  );
}
