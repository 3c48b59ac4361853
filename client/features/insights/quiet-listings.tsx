import { Link } from 'react-router';
import { QUIET_LISTING_VIEWS, type ListingInsight } from '../../../shared/insights.ts';
import { formatNumber } from '../../i18n/format.ts';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** Listings many looked at and nobody asked about: the server picks them (QUIET_LISTING_VIEWS views or more, no question). */
export function QuietListings({ listings }: { listings: ListingInsight[] }) {
  const t = useMessages(insights);
  if (listings.length === 0) return <p className="text-base-content/75">{t('quiet.empty', { count: formatNumber(QUIET_LISTING_VIEWS) })}</p>;
  return (
    <>
      <p className="text-base-content/75 mb-3">{t('quiet.hint')}</p>
      <ul className="divide-base-300 border-base-300 bg-base-100 rounded-box divide-y border">
        {listings.map((listing) => (
          <li key={listing._id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <Link to={`/books/${listing._id}`} className="link link-hover min-w-0 font-semibold break-words">
              {listing.book}
            </Link>
            <span className="text-base-content/75 text-sm tabular-nums">{t('quiet.views', { count: listing.views })}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
