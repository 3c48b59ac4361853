import { common } from '../i18n/common.ts';
import { useMessages } from '../i18n/namespace.ts';
type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
};

/** The foot of a paginated list: 'Load more' while the server has more, else nothing. */
export function LoadMore({ hasMore, loading, onLoadMore }: LoadMoreProps) {
  const t = useMessages(common);
  if (!hasMore) return null;
  return (
    <div className="mt-10 flex justify-center">
      <button type="button" className="btn btn-secondary btn-wide" onClick={onLoadMore} disabled={loading}>
        {loading && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {loading ? t('loading') : t('loadMore')}
      </button>
    </div>
  );
}
