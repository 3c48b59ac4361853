import { useQueryClient } from '@tanstack/react-query';
import { isTRPCClientError } from '@trpc/client';
import { lazy, Suspense, useState, type RefObject } from 'react';
import { isbn13Of, type IsbnRecord } from '../../../shared/isbn.ts';
import type { AppRouter } from '../../../server/trpc/router.ts';
import { FormField } from '../../components/form-field.tsx';
import { BarcodeIcon } from '../../components/page-icons.tsx';
import { formatNumber } from '../../i18n/format.ts';
import { useMessages, type KeyOf, type Values } from '../../i18n/namespace.ts';
import { selling } from '../../i18n/selling.ts';
import { useTRPC } from '../../lib/trpc.ts';

// Loaded when the seller opens the camera: the scanner, and the barcode reader behind it, are large.
const IsbnScanner = lazy(() => import('./isbn-scanner.tsx').then((m) => ({ default: m.IsbnScanner })));

/** What a lookup said, for the line under the field. */
type Outcome = { tone: 'info' | 'error'; message: KeyOf<typeof selling>; values?: Values } | null;

/** The form's fields a found edition fills: title, author and description, as the seller may still change them. */
function fill(form: HTMLFormElement, record: IsbnRecord): void {
  const set = (name: string, value: string | null) => {
    const control = form.elements.namedItem(name);
    if (value && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) control.value = value;
  };
  set('book', record.title);
  set('author', record.authors.join(', '));
  set('description', record.description && record.description.slice(0, 2000));
  // Set from code, the fields fire no event: what listens to the form (the price hint) is told.
  form.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The listing's ISBN, with "Look up": the store asks the book catalogue (Open Library) and fills
 * the title, author and description, which stay editable. "Scan ISBN" reads the ISBN from the book's
 * barcode with the camera, then looks it up. When the catalogue does not know the
 * ISBN or does not answer, the seller is told to type the book in; listing never waits on it.
 */
type IsbnFieldProps = {
  formRef: RefObject<HTMLFormElement | null>;
  error: string | undefined;
  defaultValue?: string;
  /** Adds the catalogue's cover (stored by the store already) to the listing's photos. */
  onCover: (url: string) => void;
};

export function IsbnField({ formRef, error, defaultValue, onCover }: IsbnFieldProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [looking, setLooking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [cover, setCover] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const t = useMessages(selling);

  function scanned(isbn: string) {
    const field = formRef.current?.elements.namedItem('isbn');
    if (field instanceof HTMLInputElement) field.value = isbn;
    void lookUp();
  }

  async function lookUp() {
    const form = formRef.current;
    const typed = form?.elements.namedItem('isbn');
    if (!form || !(typed instanceof HTMLInputElement)) return;
    const isbn = isbn13Of(typed.value);
    if (isbn === null) {
      setOutcome({ tone: 'error', message: 'isbn.notIsbn', values: { short: formatNumber(10), long: formatNumber(13) } });
      return;
    }
    setLooking(true);
    setCover(null);
    try {
      const record = await queryClient.query(trpc.books.lookUpIsbn.queryOptions({ isbn }, { staleTime: Infinity, retry: false }));
      if (record.found) fill(form, record);
      setCover(record.image);
      setOutcome(
        record.found
          ? {
              tone: 'info',
              message: record.authors.length ? 'isbn.filledBy' : 'isbn.filled',
              values: { title: record.title ?? '', authors: record.authors.join(', ') },
            }
          : { tone: 'error', message: 'isbn.unknown' },
      );
    } catch (failure) {
      const unavailable = isTRPCClientError<AppRouter>(failure) && failure.data?.httpStatus === 503;
      setOutcome({ tone: 'error', message: unavailable ? 'isbn.catalogueDown' : 'isbn.failed' });
    } finally {
      setLooking(false);
    }
  }

  return (
    <FormField label={t('isbn.label')} error={error}>
      {(control) => (
        <>
          <div className="join w-full">
            <input
              {...control}
              name="isbn"
              defaultValue={defaultValue}
              maxLength={40}
              autoComplete="off"
              placeholder={t('example', { example: '978-0-679-45731-2' })}
              className="input join-item w-full"
            />
            <button type="button" className="btn join-item" onClick={() => void lookUp()} disabled={looking} aria-busy={looking}>
              {looking ? t('isbn.lookingUp') : t('isbn.lookUp')}
            </button>
          </div>
          <button type="button" className="btn btn-sm btn-outline" aria-haspopup="dialog" onClick={() => setScanning(true)}>
            <BarcodeIcon className="size-4" />
            {t('isbn.scan')}
          </button>
          {outcome && (
            <p role="status" className={`text-sm ${outcome.tone === 'error' ? 'text-error' : 'text-base-content/75'}`}>
              {t(outcome.message, outcome.values)}
            </p>
          )}
          {cover && (
            <div className="flex items-center gap-3">
              <img src={cover} alt="" width={48} height={64} className="bg-base-200 rounded h-16 w-12 object-cover" />
              <button
                type="button"
                // Wraps on a phone rather than running past the card.
                className="btn btn-sm btn-outline h-auto min-h-8 shrink py-1 whitespace-normal"
                onClick={() => {
                  onCover(cover);
                  setCover(null);
                }}
              >
                {t('isbn.useCover')}
              </button>
            </div>
          )}
          {scanning && (
            <Suspense fallback={null}>
              <IsbnScanner onIsbn={scanned} onClose={() => setScanning(false)} />
            </Suspense>
          )}
        </>
      )}
    </FormField>
  );
}
