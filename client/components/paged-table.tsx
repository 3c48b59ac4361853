import { Fragment, type ReactNode } from 'react';
import { LoadingSpinner } from './loading-spinner.tsx';
import { QueryError } from './query-error.tsx';
import { LoadMore } from './load-more.tsx';

/** What the table reads of an infinite query over a list paged by id. */
type PagedList<T> = {
  data: { pages: T[][] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

type PagedTableProps<T> = {
  list: PagedList<T>;
  /** Names the table's scrolling region. */
  label: string;
  /** What the rows are, in the plural, for the loading and error lines. */
  what: string;
  empty: string;
  columns: string[];
  row: (item: T) => ReactNode;
};

/** A long list as a table (the admin's lists, My products): loading, failure and empty states, the table, and 'Load more' at its foot. */
export function PagedTable<T extends { _id: string }>({ list, label, what, empty, columns, row }: PagedTableProps<T>) {
  if (list.isPending) return <LoadingSpinner label={`Loading ${what}…`} />;
  if (list.isError || !list.data) {
    return <QueryError message={`We couldn't load the ${what}.`} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  const items = list.data.pages.flat();
  if (items.length === 0) return <p className="text-base-content/75 py-8">{empty}</p>;
  return (
    <>
      {/* Scrolls sideways on narrow screens; focusable so keyboard users can scroll it too. */}
      <div role="region" aria-label={label} tabIndex={0} className="rounded-box border-base-300 bg-base-100 overflow-x-auto border">
        <table className="table">
          <thead className="text-base-content/80">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <Fragment key={item._id}>{row(item)}</Fragment>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </>
  );
}
