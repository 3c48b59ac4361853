import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useParams } from 'react-router';
import { LoadingSpinner } from '../../components/loading-spinner.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { SellerReviews } from '../../features/reviews/seller-reviews.tsx';
import { SellerBooks } from '../../features/seller-profiles/seller-books.tsx';
import { SellerCard } from '../../features/seller-profiles/seller-card.tsx';
import { isUuid } from '../../lib/is-uuid.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { BookableBookGrid } from '../book-actions/bookable-book-grid.tsx';
import { useBundleBuilder } from '../book-actions/use-bundle-builder.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { sellers } from '../../i18n/sellers.ts';

/** /sellers/:id: a seller's public profile, their books and their reviews. Anyone who is not a seller has no such page. */
export function SellerPage() {
  const trpc = useTRPC();
  const { id = '' } = useParams();
  const wellFormed = isUuid(id);
  const seller = useQuery(trpc.catalog.seller.queryOptions({ id }, { enabled: wellFormed }));
  const listingsId = useId();
  const reviewsId = useId();
  const { moreActions, builder } = useBundleBuilder(seller.data?.bundleDiscount ?? null);
  const t = useMessages(sellers);

  if (!wellFormed) return <NotFoundPage />;
  if (seller.isPending) return <LoadingSpinner label={t('loadingSeller')} className="min-h-[50vh]" />;
  if (seller.isError) {
    return (
      <div className="px-4 py-16">
        <QueryError message={t('sellerFailed')} onRetry={() => void seller.refetch()} retrying={seller.isFetching} />
      </div>
    );
  }
  if (!seller.data) return <NotFoundPage />;

  const profile = seller.data;
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <title>{t('pageTitle', { name: profile.name })}</title>
      <p className="text-secondary mb-4 text-sm font-semibold tracking-wider uppercase">{t('eyebrow')}</p>
      <SellerCard id={profile._id} name={profile.name} verified={profile.verified} rating={profile.rating} profile={profile} heading="h1" showBio />
      <section aria-labelledby={listingsId} className="mt-12">
        <h2 id={listingsId} className="mb-6 font-serif text-2xl font-bold sm:text-3xl">
          {t('booksFrom', { name: profile.name })}
        </h2>
        <p className="text-base-content/75 -mt-3 mb-6">{t('bundleHint')}</p>
        <SellerBooks
          sellerId={profile._id}
          sellerName={profile.name}
          renderBooks={(books) => <BookableBookGrid books={books} cardHeadingTag="h3" moreActions={moreActions} />}
        />
      </section>
      <section aria-labelledby={reviewsId} className="mt-12" id="reviews">
        <h2 id={reviewsId} className="mb-6 font-serif text-2xl font-bold sm:text-3xl">
          {t('reviewsHeading')}
        </h2>
        <SellerReviews sellerId={profile._id} sellerName={profile.name} rating={profile.rating} />
      </section>
      {builder}
    </div>
  );
}
