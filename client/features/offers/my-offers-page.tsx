import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, formatNumber } from '../../i18n/format.ts';
import { OFFER_ROUNDS, type Offer } from '../../../shared/offers.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { dashboard } from '../../i18n/dashboard.ts';
import { useMessages, type KeyOf } from '../../i18n/namespace.ts';
import { offers as offersNs } from '../../i18n/offers.ts';
import { RichText } from '../../i18n/rich-text.tsx';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useRole } from '../auth/use-role.ts';
import { bookPath } from '../books/book-paths.ts';

const PAGE_SIZE = 24;
type Side = 'buying' | 'selling';

type Message = KeyOf<typeof offersNs>;
const SIDES: Record<Side, { tab: Message; empty: Message }> = {
  selling: { tab: 'tab.selling', empty: 'empty.selling' },
  buying: { tab: 'tab.buying', empty: 'empty.buying' },
};

/** Where an offer stands, in a word or two. */
function state(offer: Offer): string {
  if (offer.status !== 'open') return offersNs.t(`status.${offer.status}`);
  return offersNs.t(offer.yourTurn ? 'yourTurn' : 'waiting');
}

const amount = (offer: Offer) =>
  offersNs.t('amount', { amount: formatMoney(offer.amountMinor, offer.currency), listed: formatMoney(offer.listedMinor, offer.currency) });

function BookTitle({ offer }: { offer: Offer }) {
  return offer.bookId ? (
    <Link to={bookPath(offer.bookId)} className="link link-hover font-semibold">
      {offer.bookTitle}
    </Link>
  ) : (
    <span className="font-semibold">{offer.bookTitle}</span>
  );
}

function OpenLink({ offer }: { offer: Offer }) {
  const t = useMessages(offersNs);
  return (
    <Link to={`/dashboard/messages/${offer.conversationId}`} className={`btn btn-sm ${offer.yourTurn ? 'btn-primary' : 'btn-outline'}`}>
      <RichText text={t(offer.yourTurn ? 'answer' : 'open', { title: offer.bookTitle })} parts={[(text) => <span className="sr-only">{text}</span>]} />
    </Link>
  );
}

/**
 * /dashboard/offers: the offers the caller made and, for a seller, those on their books, newest
 * first: the book, the amount against the listed price, where each stands, and a way to the
 * conversation where it is answered.
 */
export function MyOffersPage() {
  const trpc = useTRPC();
  const { role } = useRole();
  const sides: Side[] = role === 'seller' ? ['selling', 'buying'] : ['buying'];
  const [chosen, setChosen] = useState<Side | null>(null);
  const side = chosen ?? sides[0]!;
  const offers = useInfiniteQuery(trpc.offers.mine.infiniteQueryOptions({ side, limit: PAGE_SIZE }, { getNextPageParam: nextCursorAfter(PAGE_SIZE) }));
  const t = useMessages(offersNs);
  const board = useMessages(dashboard);

  return (
    <section>
      <title>{board('pageTitle', { page: t('myOffers') })}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{t('myOffers')}</h1>
      <p className="text-base-content/75 mt-3 mb-6 text-lg">{t('intro')}</p>
      {sides.length > 1 && (
        <div role="group" aria-label={t('whichOffers')} className="join mb-6">
          {sides.map((s) => (
            <button key={s} type="button" className={`btn join-item ${s === side ? 'btn-active' : ''}`} aria-pressed={s === side} onClick={() => setChosen(s)}>
              {t(SIDES[s].tab)}
            </button>
          ))}
        </div>
      )}
      <PagedList
        list={offers}
        label={t(SIDES[side].tab)}
        what={t('what')}
        empty={t(SIDES[side].empty)}
        columns={[
          t('column.book'),
          t(side === 'selling' ? 'column.buyer' : 'column.amount'),
          t(side === 'selling' ? 'column.amount' : 'column.rounds'),
          t('column.state'),
          t('column.conversation'),
        ]}
        row={(offer) => (
          <tr>
            <td>
              <BookTitle offer={offer} />
            </td>
            <td>{side === 'selling' ? offer.buyerName : amount(offer)}</td>
            <td>{side === 'selling' ? amount(offer) : t('rounds', { rounds: formatNumber(offer.rounds), max: formatNumber(OFFER_ROUNDS) })}</td>
            <td>{state(offer)}</td>
            <td>
              <OpenLink offer={offer} />
            </td>
          </tr>
        )}
        card={(offer) => (
          <article className="card border-base-300 bg-base-100 border p-4 shadow-sm">
            <BookTitle offer={offer} />
            <p className="mt-1">{amount(offer)}</p>
            <p className="text-base-content/75 text-sm">{side === 'selling' ? t('fromBuyer', { name: offer.buyerName, state: state(offer) }) : state(offer)}</p>
            <div className="mt-3">
              <OpenLink offer={offer} />
            </div>
          </article>
        )}
      />
    </section>
  );
}
