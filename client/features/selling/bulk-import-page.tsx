import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BULK_COLUMNS, BULK_MAX_ROWS, type BulkImport } from '../../../shared/bulk-imports.ts';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
import { dashboard } from '../../i18n/dashboard.ts';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { selling } from '../../i18n/selling.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { formText } from '../../lib/form-text.ts';
import { CategorySelect } from './category-select.tsx';
import { useReadAgain } from '../../lib/read-again.ts';
import { useTRPC } from '../../lib/trpc.ts';

/** How often the page asks how far the listing has got. */
const POLL_MS = 1000;

/**
 * /dashboard/bulk-import: a shop lists its stock from a CSV. The file is checked first and every
 * row's problems shown; nothing is listed until the seller says so. Then a background job lists
 * the rest, a progress bar follows it, and the report says, row by row, what was not listed and why.
 */
export function BulkImportPage() {
  const trpc = useTRPC();
  const [importId, setImportId] = useState<string | null>(null);
  const preview = useMutation(trpc.bulkImports.preview.mutationOptions({ onSuccess: (result) => setImportId(result._id) }));
  const queryClient = useQueryClient();
  // The started import (running) replaces the previewed one, and the page polls it from then on.
  const start = useMutation(
    trpc.bulkImports.start.mutationOptions({ onSuccess: (result) => queryClient.setQueryData(trpc.bulkImports.byId.queryKey({ id: result._id }), result) }),
  );
  const shown = useQuery(
    trpc.bulkImports.byId.queryOptions(
      { id: importId ?? '' },
      { enabled: importId !== null, refetchInterval: (query) => (query.state.data?.status === 'running' ? POLL_MS : false) },
    ),
  );
  const current = shown.data ?? preview.data;
  const t = useMessages(selling);
  const d = useMessages(dashboard);

  async function check(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    preview.mutate({ csv: await file.text(), categoryId: formText(data, 'categoryId'), phone: formText(data, 'phone'), location: formText(data, 'location') });
  }

  return (
    <section className="max-w-4xl">
      <title>{d('pageTitle', { page: t('bulk.title') })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('bulk.title')}</h1>
      <p className="text-base-content/75 mt-3 text-lg">
        {t('bulk.intro', { columns: BULK_COLUMNS.join(', '), max: formatNumber(BULK_MAX_ROWS, { useGrouping: false }) })}
      </p>
      {current ? (
        <ImportReport current={current} starting={start.isPending} onStart={() => start.mutate({ id: current._id })} failure={start.error} />
      ) : (
        <form
          className="card border-base-300 bg-base-100 mt-8 grid gap-5 border p-5 shadow-sm sm:grid-cols-2 sm:p-8"
          onSubmit={(event) => {
            event.preventDefault();
            void check(event.currentTarget);
          }}
        >
          <div className="sm:col-span-2">
            <FormField label={t('bulk.file')} required>
              {(control) => <input {...control} name="file" type="file" accept=".csv,text/csv" required className="file-input w-full" />}
            </FormField>
          </div>
          <FormField label={t('bulk.category')} required>
            {(control) => <CategorySelect control={control} />}
          </FormField>
          <FormField label={t('field.phone')} required>
            {(control) => <input {...control} name="phone" type="tel" required autoComplete="tel" className="input w-full" />}
          </FormField>
          <FormField label={t('field.location')} required>
            {(control) => <input {...control} name="location" required autoComplete="address-level2" className="input w-full" />}
          </FormField>
          {preview.error && (
            <p role="alert" className="text-error text-sm sm:col-span-2">
              {errorMessage(preview.error)}
            </p>
          )}
          <div className="flex justify-end sm:col-span-2">
            <SubmitButton busy={preview.isPending}>{t('bulk.check')}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}

type ReportProps = { current: BulkImport; starting: boolean; onStart: () => void; failure: unknown };

/** The preview, the progress and the outcome of one import. */
function ImportReport({ current, starting, onStart, failure }: ReportProps) {
  const readAgain = useReadAgain();
  const trpc = useTRPC();
  const problems = current.rows.filter((row) => row.problems.length > 0);
  const notListed = current.rows.filter((row) => row.outcome !== null && row.bookId === null);
  const done = current.status === 'done';
  const t = useMessages(selling);
  // The new listings show in My products and the store's lists once done.
  useEffect(() => {
    if (done) void readAgain(trpc.books.pathFilter(), trpc.catalog.pathFilter());
  }, [done, readAgain, trpc]);

  return (
    <div className="mt-8 space-y-6">
      <div role="status" className="card border-base-300 bg-base-100 border p-5 shadow-sm">
        {current.status === 'previewed' && (
          <p>
            <RichText
              text={t('bulk.previewed', { total: formatNumber(current.total), ready: formatNumber(current.ready), problems: formatNumber(problems.length) })}
              parts={[(ready) => <strong>{ready}</strong>]}
            />
          </p>
        )}
        {current.status !== 'previewed' && (
          <>
            <p>
              {done
                ? t('bulk.done', { listed: formatNumber(current.listed), ready: formatNumber(current.ready) })
                : t('bulk.running', { done: formatNumber(current.done), ready: formatNumber(current.ready) })}
            </p>
            <progress className="progress progress-primary mt-3 w-full" value={current.done} max={Math.max(current.ready, 1)} aria-label={t('bulk.progress')} />
          </>
        )}
      </div>
      {current.status === 'previewed' && (
        <div className="flex flex-wrap justify-end gap-3">
          {failure !== null && (
            <p role="alert" className="text-error text-sm">
              {errorMessage(failure)}
            </p>
          )}
          <button type="button" className="btn btn-primary" disabled={starting || current.ready === 0} onClick={onStart}>
            {t('bulk.start', { count: current.ready })}
          </button>
        </div>
      )}
      {done && (
        <Link to="/dashboard/my-products" className="btn btn-outline">
          {t('bulk.openProducts')}
        </Link>
      )}
      {/* Why a row was left out is the server's sentence, shown as it says it. */}
      <RowTable caption="bulk.withProblems" rows={problems.map((row) => ({ ...row, why: row.problems.join(' ') }))} />
      <RowTable caption="bulk.notListed" rows={notListed.map((row) => ({ ...row, why: row.outcome ?? '' }))} />
    </div>
  );
}

function RowTable({ caption, rows }: { caption: 'bulk.withProblems' | 'bulk.notListed'; rows: Array<{ line: number; isbn: string; why: string }> }) {
  const t = useMessages(selling);
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="table-sm table">
        <caption className="text-left font-serif text-xl font-bold">{t(caption, { count: formatNumber(rows.length) })}</caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">{t('bulk.line')}</th>
            <th scope="col">{t('bulk.isbn')}</th>
            <th scope="col">{t('bulk.why')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{formatNumber(row.line, { useGrouping: false })}</td>
              <td className="font-mono">{row.isbn}</td>
              <td>{row.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
