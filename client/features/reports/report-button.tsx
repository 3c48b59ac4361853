import { FlagIcon } from '../../components/page-icons.tsx';

type ReportButtonProps = {
  /** What is reported (a listing's title): every card has a Report button, so each is named for its book. */
  title: string;
  onReport: () => void;
  /** Starts fetching the report form before the click, so it opens without a wait. */
  onPrepare: () => void;
};

export function ReportButton({ title, onReport, onPrepare }: ReportButtonProps) {
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm ms-auto"
      aria-label={`Report ${title}`}
      onClick={onReport}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <FlagIcon className="size-4" />
      Report
    </button>
  );
}
