import { Link } from 'react-router';
import type { ListingInsight } from '../../../shared/insights.ts';
import { formatNumber } from '../../i18n/format.ts';
import { insights } from '../../i18n/insights.ts';
import { useMessages } from '../../i18n/namespace.ts';

const FUNNEL = ['views', 'saves', 'questions', 'sales'] as const;

/** The most viewed listings, each with how far buyers went: viewed, saved, asked, bought. */
export function ListingTable({ listings }: { listings: ListingInsight[] }) {
  const t = useMessages(insights);
  if (listings.length === 0) return <p className="text-base-content/75">{t('listings.empty')}</p>;
  return (
    // The table scrolls sideways inside its box on a narrow phone, never the page; focusable, so keys scroll it too.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (axe's scrollable-region-focusable)
    <div className="border-base-300 bg-base-100 rounded-box overflow-x-auto border" tabIndex={0} role="region" aria-label={t('listings.table')}>
      <table className="table-sm table tabular-nums">
        <caption className="sr-only">{t('listings.title')}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{t('column.book')}</th>
            {FUNNEL.map((key) => (
              <th key={key} scope="col" className="text-end">
                {t(`series.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {listings.map((listing) => (
            <tr key={listing._id}>
              <th scope="row" className="font-semibold">
                <Link to={`/books/${listing._id}`} className="link link-hover">
                  {listing.book}
                </Link>
                {listing.status === 'sold' && (
                  <>
                    {' '}
                    <span className="badge badge-ghost badge-sm ms-1">{t('listings.sold')}</span>
                  </>
                )}
              </th>
              {FUNNEL.map((key) => (
                <td key={key} className="text-end">
                  {formatNumber(listing[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
