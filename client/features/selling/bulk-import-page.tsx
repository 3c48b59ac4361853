import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BULK_COLUMNS, BULK_MAX_ROWS, type BulkImport } from '../../../shared/bulk-imports.ts';
import { FormField } from '../../components/form-field.tsx';
import { SubmitButton } from '../../components/submit-button.tsx';
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

  async function check(form: HTMLFormElement) {
    const data = new FormData(form);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    preview.mutate({ csv: await file.text(), categoryId: formText(data, 'categoryId'), phone: formText(data, 'phone'), location: formText(data, 'location') });
  }

  return (
    <section className="max-w-4xl">
      <title>List in bulk · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">List in bulk</h1>
      <p className="text-base-content/75 mt-3 text-lg">
        Upload a CSV with one copy a line: the columns {BULK_COLUMNS.join(', ')} (the last two optional), at most {BULK_MAX_ROWS} lines. Each ISBN fills its
        title, authors and cover. You see every row’s problems before anything is listed.
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
            <FormField label="CSV file" required>
              {(control) => <input {...control} name="file" type="file" accept=".csv,text/csv" required className="file-input w-full" />}
            </FormField>
          </div>
          <FormField label="Category for every book" required>
            {(control) => <CategorySelect control={control} />}
          </FormField>
          <FormField label="Phone" required>
            {(control) => <input {...control} name="phone" type="tel" required autoComplete="tel" className="input w-full" />}
          </FormField>
          <FormField label="Location" required>
            {(control) => <input {...control} name="location" required autoComplete="address-level2" className="input w-full" />}
          </FormField>
          {preview.error && (
            <p role="alert" className="text-error text-sm sm:col-span-2">
              {errorMessage(preview.error)}
            </p>
          )}
          <div className="flex justify-end sm:col-span-2">
            <SubmitButton busy={preview.isPending}>Check the file</SubmitButton>
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
  // The new listings show in My products and the store's lists once done.
  useEffect(() => {
    if (done) void readAgain(trpc.books.pathFilter(), trpc.catalog.pathFilter());
  }, [done, readAgain, trpc]);

  return (
    <div className="mt-8 space-y-6">
      <div role="status" className="card border-base-300 bg-base-100 border p-5 shadow-sm">
        {current.status === 'previewed' && (
          <p>
            {current.total} rows: <strong>{current.ready} ready to list</strong>, {problems.length} with problems (listed below, left out).
          </p>
        )}
        {current.status !== 'previewed' && (
          <>
            <p>{current.status === 'done' ? `Done: ${current.listed} of ${current.ready} listed.` : `Listing… ${current.done} of ${current.ready}`}</p>
            <progress className="progress progress-primary mt-3 w-full" value={current.done} max={Math.max(current.ready, 1)} aria-label="Listing progress" />
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
            List {current.ready} {current.ready === 1 ? 'book' : 'books'}
          </button>
        </div>
      )}
      {current.status === 'done' && (
        <Link to="/dashboard/my-products" className="btn btn-outline">
          Open My products
        </Link>
      )}
      <RowTable caption="Rows with problems" rows={problems.map((row) => ({ ...row, why: row.problems.join(' ') }))} />
      <RowTable caption="Rows not listed" rows={notListed.map((row) => ({ ...row, why: row.outcome ?? '' }))} />
    </div>
  );
}

function RowTable({ caption, rows }: { caption: string; rows: Array<{ line: number; isbn: string; why: string }> }) {
  if (rows.length === 0) return null;
  return (
    <div className="overflow-x-auto">
      <table className="table-sm table">
        <caption className="text-left font-serif text-xl font-bold">
          {caption} ({rows.length})
        </caption>
        <thead className="text-base-content/80">
          <tr>
            <th scope="col">Line</th>
            <th scope="col">ISBN</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td className="font-mono">{row.isbn}</td>
              <td>{row.why}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
