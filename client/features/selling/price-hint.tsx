import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { CONDITIONS } from '../../../shared/books.ts';
import { isbn13Of } from '../../../shared/isbn.ts';
import { books } from '../../i18n/books.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { selling } from '../../i18n/selling.ts';
import type { PriceSpread } from '../../../shared/price-hints.ts';
import { formText } from '../../lib/form-text.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useStoreCurrency } from '../../lib/use-store-currency.ts';

/** How long typing pauses before the hint is asked again. */
const SETTLE_MS = 400;

type Comparable = { isbn: string | null; title: string; author: string; condition: (typeof CONDITIONS)[number] };

/** The copy being listed, as far as the form says: an ISBN, or a title and an author, and a condition. */
function comparableIn(form: HTMLFormElement): Comparable | null {
  const data = new FormData(form);
  const isbn = isbn13Of(formText(data, 'isbn'));
  const [title, author] = [formText(data, 'book').trim(), formText(data, 'author').trim()];
  const condition = CONDITIONS.find((c) => c === formText(data, 'condition'));
  if (!condition || (isbn === null && !(title && author))) return null;
  return { isbn, title, author, condition };
}

/** What the form describes, read again once typing settles (a lookup that fills the form says so with an input event). */
function useComparable(formRef: RefObject<HTMLFormElement | null>): Comparable | null {
  const [comparable, setComparable] = useState<Comparable | null>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = comparableIn(form);
        setComparable((now) => (JSON.stringify(now) === JSON.stringify(next) ? now : next));
      }, SETTLE_MS);
    };
    read();
    form.addEventListener('input', read);
    form.addEventListener('change', read);
    return () => {
      clearTimeout(timer);
      form.removeEventListener('input', read);
      form.removeEventListener('change', read);
    };
  }, [formRef]);
  return comparable;
}

/**
 * Beside the price: what copies like this one (the same edition, or title and author, in the same
 * condition) ask in this store now and sold for in the last year. Nothing shows when fewer than
 * three compare; `except` is the listing being edited.
 */
export function PriceHint({ formRef, except }: { formRef: RefObject<HTMLFormElement | null>; except?: string | undefined }) {
  const trpc = useTRPC();
  const currency = useStoreCurrency();
  const comparable = useComparable(formRef);
  const t = useMessages(selling);
  const book = useMessages(books);
  const hint = useQuery(
    trpc.books.priceHint.queryOptions(
      { ...(comparable ?? { isbn: null, title: '', author: '', condition: 'Good' }), ...(except && { except }) },
      { enabled: comparable !== null, staleTime: 60_000 },
    ),
  );
  const shown = comparable && hint.data && (hint.data.asking || hint.data.sold) ? hint.data : null;
  const money = (minor: number) => formatMoney(minor, currency);
  const line = (message: KeyOf<typeof selling>, spread: PriceSpread) =>
    spread && (
      <li>
        <RichText
          text={t(message, {
            median: money(spread.medianMinor),
            low: money(spread.lowMinor),
            high: money(spread.highMinor),
            count: spread.count,
          })}
          parts={[(median) => <strong>{median}</strong>]}
        />
      </li>
    );

  return (
    // Always there, so screen readers announce what appears in it; empty, it takes back the grid's gap.
    <div aria-live="polite" className={shown ? 'sm:col-span-2' : '-mt-5 sm:col-span-2'}>
      {shown && comparable && (
        <div className="bg-base-200 rounded-box p-4 text-sm">
          <p className="font-medium">{t('hint.heading', { condition: book(`condition.${comparable.condition}`) })}</p>
          <ul className="mt-1 list-inside list-disc">
            {line('hint.asking', shown.asking)}
            {line('hint.sold', shown.sold)}
          </ul>
        </div>
      )}
    </div>
  );
}
