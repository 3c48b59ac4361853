import { useQuery } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { useParams } from 'react-router';
import { DashboardProblem } from '../../components/dashboard-problem.tsx';
import type { AppRouter } from '../../../server/trpc/router.ts';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { isUuid } from '../../lib/is-uuid.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { ListingForm } from './listing-form.tsx';
import { OfferTermsForm } from './offer-terms-form.tsx';
import { useEditBook } from './use-save-listing.ts';

/** A sentence instead of the form, with the way back. */
const EditNotice = ({ title, text }: { title: string; text: string }) => (
  <DashboardProblem title={title} text={text} back={{ to: '/dashboard/my-products', label: 'Back to My products' }} />
);

/** /dashboard/my-products/:id/edit: every field of one of the seller's listings, while no order holds the copy. */
export function EditBookPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const wellFormed = isUuid(id);
  const book = useQuery(trpc.books.own.queryOptions({ id }, { enabled: wellFormed, retry: false }));
  // The form picks the listing's category among the options when it first shows: they come first.
  const categories = useQuery(trpc.catalog.categories.queryOptions());
  const save = useEditBook(id);

  const missing = isTRPCClientError<AppRouter>(book.error) && [403, 404].includes(book.error.data?.httpStatus ?? 0);
  if (!wellFormed || missing) return <EditNotice title="Listing not found" text="None of your listings is at this address." />;
  if (book.isPending || categories.isPending) return <LoadingSpinner label="Loading the listing…" />;
  if (book.isError || categories.isError) {
    const failed = book.isError ? book : categories;
    return <QueryError message="We couldn't load this listing." onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
  }
  const listing = book.data;
  if (listing.sale) {
    return (
      <EditNotice
        title={`Edit: ${listing.book}`}
        text={
          listing.sale.status === 'booked'
            ? 'This copy is booked: the buyer booked it as it was listed. You can edit it again if the booking ends.'
            : 'This copy has been paid for: it is listed as the buyer bought it and can no longer be edited.'
        }
      />
    );
  }
  return (
    <section className="max-w-3xl">
      <title>{`Edit: ${listing.book} · Dashboard · Book Store`}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">Edit: {listing.book}</h1>
      <p className="text-base-content/75 mt-3 text-lg">Change anything buyers see. Search shows the new details as soon as you save.</p>
      <ListingForm listing={listing} submitLabel="Save changes" what="Saving the listing" onSubmit={save} />
      <OfferTermsForm bookId={listing._id} />
    </section>
  );
}
