import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../i18n/format.ts';
import { OFFER_ROUNDS, type Offer } from '../../../shared/offers.ts';
import { PagedList } from '../../components/paged-list.tsx';
import { nextCursorAfter } from '../../lib/next-cursor.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { useRole } from '../auth/use-role.ts';
import { bookPath } from '../books/book-paths.ts';

const PAGE_SIZE = 24;
type Side = 'buying' | 'selling';

const SIDES: Record<Side, { tab: string; empty: string }> = {
  selling: { tab: 'On my books', empty: 'Nobody has made an offer on your books yet.' },
  buying: { tab: 'Offers I made', empty: 'You have not made an offer yet: "Make an offer" is on a book’s page, below "Book now".' },
};

/** Where an offer stands, in a word or two. */
function state(offer: Offer): string {
  if (offer.status !== 'open') return offer.status[0]!.toUpperCase() + offer.status.slice(1);
  return offer.yourTurn ? 'Your turn' : 'Waiting for the other side';
}

const amount = (offer: Offer) => `${formatMoney(offer.amountMinor, offer.currency)} (listed at ${formatMoney(offer.listedMinor, offer.currency)})`;

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
  return (
    <Link to={`/dashboard/messages/${offer.conversationId}`} className={`btn btn-sm ${offer.yourTurn ? 'btn-primary' : 'btn-outline'}`}>
      {offer.yourTurn ? 'Answer' : 'Open'}
      <span className="sr-only"> the offer on “{offer.bookTitle}”</span>
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

  return (
    <section>
      <title>My offers · Dashboard · Book Store</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">My offers</h1>
      <p className="text-base-content/75 mt-3 mb-6 text-lg">Offers are answered in the conversation about each book.</p>
      {sides.length > 1 && (
        <div role="group" aria-label="Which offers" className="join mb-6">
          {sides.map((s) => (
            <button key={s} type="button" className={`btn join-item ${s === side ? 'btn-active' : ''}`} aria-pressed={s === side} onClick={() => setChosen(s)}>
              {SIDES[s].tab}
            </button>
          ))}
        </div>
      )}
      <PagedList
        list={offers}
        label={SIDES[side].tab}
        what="offers"
        empty={SIDES[side].empty}
        columns={['Book', side === 'selling' ? 'Buyer' : 'Amount', side === 'selling' ? 'Amount' : 'Rounds', 'Where it stands', 'Conversation']}
        row={(offer) => (
          <tr>
            <td>
              <BookTitle offer={offer} />
            </td>
            <td>{side === 'selling' ? offer.buyerName : amount(offer)}</td>
            <td>{side === 'selling' ? amount(offer) : `${offer.rounds} of ${OFFER_ROUNDS}`}</td>
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
            <p className="text-base-content/75 text-sm">
              {side === 'selling' ? `From ${offer.buyerName} · ` : ''}
              {state(offer)}
            </p>
            <div className="mt-3">
              <OpenLink offer={offer} />
            </div>
          </article>
        )}
      />
    </section>
  );
}
