import { common } from '../i18n/common.ts';
import { useMessages } from '../i18n/namespace.ts';
type QueryErrorProps = {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
};

export function QueryError({ message, onRetry, retrying = false }: QueryErrorProps) {
  const t = useMessages(common);
  return (
    <div role="alert" className="alert alert-error alert-soft mx-auto max-w-xl justify-between">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying ? t('retrying') : t('retry')}
      </button>
    </div>
  );
}
