import { FlagIcon } from '../../components/page-icons.tsx';
import { bookActions } from '../../i18n/book-actions.ts';
import { useMessages } from '../../i18n/namespace.ts';

type ReportButtonProps = {
  /** What is reported (a listing's title): every card has a Report button, so each is named for its book. */
  title: string;
  onReport: () => void;
  /** Starts fetching the report form before the click, so it opens without a wait. */
  onPrepare: () => void;
};

export function ReportButton({ title, onReport, onPrepare }: ReportButtonProps) {
  const t = useMessages(bookActions);
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm ms-auto"
      aria-label={t('reportTitle', { title })}
      onClick={onReport}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <FlagIcon className="size-4" />
      {t('report')}
    </button>
  );
}
