import { FlagIcon } from '../../components/page-icons.tsx';
import { bookActions } from '../../i18n/book-actions.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** Stands where Report was: a listing is reported once per person, and they should see that they did. */
export function ReportedNote() {
  const t = useMessages(bookActions);
  return (
    <span className="text-base-content/70 ms-auto inline-flex items-center gap-1 px-3 text-sm font-semibold">
      <FlagIcon className="size-4" />
      {t('reported')}
    </span>
  );
}
