import { LoadingSpinner } from '../../components/loading-spinner.tsx';

/** The whole screen waits, in the brand colour, while the role loads. */
export function FullScreenSpinner({ label }: { label: string }) {
  return (
    <div className="bg-base-100 fixed inset-0 z-50 grid place-items-center">
      <LoadingSpinner label={label} />
    </div>
  );
}
