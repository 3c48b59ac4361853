import { FlagIcon } from '../../components/page-icons.tsx';

/** Stands where Report was: a listing is reported once per person, and they should see that they did. */
export function ReportedNote() {
  return (
    <span className="text-base-content/70 ms-auto inline-flex items-center gap-1 px-3 text-sm font-semibold">
      <FlagIcon className="size-4" />
      Reported
    </span>
  );
}
