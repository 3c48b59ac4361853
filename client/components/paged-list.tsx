import type { ReactNode } from 'react';
import { common } from '../i18n/common.ts';
import { useMessages } from '../i18n/namespace.ts';
import { CardsOrTable } from './cards-or-table.tsx';
import { LoadingSpinner } from './loading-spinner.tsx';
import { QueryError } from './query-error.tsx';
import { LoadMore } from './load-more.tsx';

/** What the list reads of an infinite query over a list paged by id. */
export type PagedItems<T> = {
  data: { pages: T[][] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
};

type PagedListProps<T> = {
  list: PagedItems<T>;
  /** Names the list. */
  label: string;
  /** What the items are, in the plural and in the page's language, for the loading and error lines. */
  what: string;
  empty: string;
  columns: ReactNode[];
  row: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
};

/** A long dashboard list (the admin's lists, My products): loading, failure and empty states, cards or a table, and 'Load more' at its foot. */
export function PagedList<T extends { _id: string }>({ list, label, what, empty, columns, row, card }: PagedListProps<T>) {
  const t = useMessages(common);
  if (list.isPending) return <LoadingSpinner label={t('loadingList', { what })} />;
  if (list.isError || !list.data) {
    return <QueryError message={t('listFailed', { what })} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  }
  const items = list.data.pages.flat();
  if (items.length === 0) return <p className="text-base-content/75 py-8">{empty}</p>;
  return (
    <>
      <CardsOrTable items={items} label={label} columns={columns} row={row} card={card} />
      <LoadMore hasMore={list.hasNextPage} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </>
  );
}
