type QueryErrorProps = {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
};

export function QueryError({ message, onRetry, retrying = false }: QueryErrorProps) {
  return (
    <div role="alert" className="alert alert-error alert-soft mx-auto max-w-xl justify-between">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}
