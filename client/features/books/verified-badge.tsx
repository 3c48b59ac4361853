import { books } from '../../i18n/books.ts';
import { useMessages } from '../../i18n/namespace.ts';
/** A verified seller carries the label 'verified'. */
export function VerifiedBadge() {
  const t = useMessages(books);
  return (
    <span className="badge badge-info badge-sm gap-1">
      <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false" className="size-3 fill-current">
        <path d="M6.5 11.2 3.3 8l1.1-1.1 2.1 2.1 5.1-5.1L12.7 5z" />
      </svg>
      {t('verified')}
    </span>
  );
}
