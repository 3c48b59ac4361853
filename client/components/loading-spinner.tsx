import { common } from '../i18n/common.ts';
import { useMessages } from '../i18n/namespace.ts';
type LoadingSpinnerProps = {
  label?: string;
  size?: 'loading-md' | 'loading-lg';
  className?: string;
};

/** The spinner in the brand colour (#00ADA4), announced to screen readers as a status. */
export function LoadingSpinner({ label, size = 'loading-lg', className = '' }: LoadingSpinnerProps) {
  const t = useMessages(common);
  return (
    <div role="status" className={`flex items-center justify-center py-12 ${className}`}>
      <span className={`loading loading-spinner text-spinner ${size}`} aria-hidden="true" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </div>
  );
}
