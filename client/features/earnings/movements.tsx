import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Movement } from '../../../shared/earnings.ts';
import { earnings } from '../../i18n/earnings.ts';
import { formatMoney } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { ListCard } from '../../components/list-card.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { formatPostingDate } from '../../lib/format-date.ts';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';

const PAGE_SIZE = 25;

/** Money in (the buyer paid, paid out to you) reads plain; money out of the sale (a refund, the fee) with a minus. */
const signed = (movement: Movement, currency: string) =>
  `${movement.kind === 'refund' || movement.kind === 'platform_fee' ? '−' : ''}${formatMoney(movement.amountMinor, currency)}`;

/** Every movement of money on the seller's orders, newest first. */
export function Movements({ currency }: { currency: string }) {
  const trpc = useTRPC();
  const list = useInfiniteQuery(trpc.payouts.movements.infiniteQueryOptions({ limit: PAGE_SIZE }, { getNextPageParam: nextCursorAfter(PAGE_SIZE) }));
  const headingId = useId();
  const t = useMessages(earnings);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 font-serif text-2xl font-bold">
        {t('movements')}
      </h2>
      <PagedList
        list={list}
        label={t('movements')}
        what={t('movementsWhat')}
        empty={t('movementsEmpty')}
        columns={[t('column.date'), t('column.book'), t('column.what'), t('column.amount')]}
        row={(m) => (
          <tr>
            <td className="whitespace-nowrap">
              <time dateTime={m.createdAt}>{formatPostingDate(m.createdAt)}</time>
            </td>
            <th scope="row" className="font-semibold">
              {m.book}
            </th>
            <td>{t(`kind.${m.kind}`)}</td>
            <td className="text-end whitespace-nowrap tabular-nums">{signed(m, currency)}</td>
          </tr>
        )}
        card={(m) => <MovementCard movement={m} currency={currency} />}
      />
    </section>
  );
}

function MovementCard({ movement, currency }: { movement: Movement; currency: string }) {
  const titleId = useId();
  const t = useMessages(earnings);
  return (
    <ListCard
      titleId={titleId}
      title={movement.book}
      details={[
        [t('column.what'), t(`kind.${movement.kind}`)],
        [t('column.amount'), signed(movement, currency)],
        [t('column.date'), <time dateTime={movement.createdAt}>{formatPostingDate(movement.createdAt)}</time>],
      ]}
    />
  );
}
