import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { priceInputSchema } from '../../../shared/books.ts';
import type { Conversation } from '../../../shared/conversations.ts';
import { OFFER_ROUNDS, type Offer } from '../../../shared/offers.ts';
import { TextDialog } from '../../components/text-dialog.tsx';
import { notify } from '../../lib/notify.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { priceInputMode } from '../../lib/use-store-currency.ts';
import { conversations } from '../../i18n/conversations.ts';
import { formatDate, formatMoney, formatNumber } from '../../i18n/format.ts';
import { useMessages } from '../../i18n/namespace.ts';

type Answer = 'accept' | 'decline' | 'withdraw';

/** Where an offer stands, in a line, as its reader sees it. */
function standing(offer: Offer, role: Conversation['role']): string {
  const { t } = conversations;
  const until = formatDate(offer.expiresAt, { dateStyle: 'medium', timeStyle: 'short' });
  const proposer = offer.proposedBy === role ? 'you' : offer.proposedBy;
  switch (offer.status) {
    case 'open':
      return offer.yourTurn
        ? t('standing.yourTurn', { proposer, round: formatNumber(offer.rounds), rounds: formatNumber(OFFER_ROUNDS), until })
        : t('standing.waiting', { proposer, until });
    case 'accepted':
      return t(role === 'buyer' ? 'standing.acceptedForYou' : 'standing.acceptedForBuyer');
    case 'declined':
      return t('standing.declined');
    case 'withdrawn':
      return t('standing.withdrawn');
    case 'lapsed':
      return t('standing.lapsed');
  }
}

/**
 * The conversation's offers as they stand now, above the answer box: the amount, where it stands,
 * and for the side whose turn it is Accept, Decline and Counter (whoever proposed may Withdraw). An
 * accepted offer takes its buyer to payment. Each step also shows in the thread as a message.
 */
export function OfferCards({ conversation, newestStep }: { conversation: Conversation; newestStep: string | undefined }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const offers = useQuery(trpc.offers.inConversation.queryOptions({ id: conversation._id }));
  const [countering, setCountering] = useState<Offer | null>(null);
  const t = useMessages(conversations);
  const { refetch } = offers;
  // A step by the other side arrives as a message: read the offers again.
  useEffect(() => {
    if (newestStep !== undefined) void refetch();
  }, [newestStep, refetch]);
  const settled = async (what: Answer | 'counter') => {
    notify.success(t(`done.${what}`));
    await queryClient.invalidateQueries({ queryKey: trpc.offers.inConversation.queryKey({ id: conversation._id }) });
  };
  const accept = useMutation(trpc.offers.accept.mutationOptions({ onSuccess: () => settled('accept') }));
  const decline = useMutation(trpc.offers.decline.mutationOptions({ onSuccess: () => settled('decline') }));
  const withdraw = useMutation(trpc.offers.withdraw.mutationOptions({ onSuccess: () => settled('withdraw') }));
  const counter = useMutation(trpc.offers.counter.mutationOptions({ onSuccess: () => settled('counter') }));
  const answers = { accept, decline, withdraw };
  const busy = accept.isPending || decline.isPending || withdraw.isPending;

  const shown = offers.data ?? [];
  if (shown.length === 0) return null;
  const money = (offer: Offer) => formatMoney(offer.amountMinor, offer.currency);
  const answer = (what: Answer, offer: Offer) => answers[what].mutate({ id: offer._id });

  return (
    <ul aria-label={t('offers')} className="mt-6 space-y-3">
      {shown.map((offer) => (
        <li key={offer._id} className="card border-secondary/40 bg-base-100 border p-4 shadow-sm">
          <p className="text-secondary text-xs font-semibold tracking-wider uppercase">{t('offer')}</p>
          <p className="mt-1 text-2xl font-bold">
            {money(offer)}{' '}
            <span className="text-base-content/70 text-sm font-normal">{t('listedAt', { price: formatMoney(offer.listedMinor, offer.currency) })}</span>
          </p>
          <p className="text-base-content/75 mt-1 text-sm">{standing(offer, conversation.role)}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {offer.yourTurn && (
              <>
                <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => answer('accept', offer)}>
                  {t('accept', { price: money(offer) })}
                </button>
                {offer.canCounter && (
                  <button type="button" className="btn btn-outline btn-sm" aria-haspopup="dialog" disabled={busy} onClick={() => setCountering(offer)}>
                    {t('counter')}
                  </button>
                )}
                <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => answer('decline', offer)}>
                  {t('decline')}
                </button>
              </>
            )}
            {offer.status === 'open' && !offer.yourTurn && (
              <button type="button" className="btn btn-ghost btn-sm" disabled={busy} onClick={() => answer('withdraw', offer)}>
                {t('withdraw')}
              </button>
            )}
            {offer.status === 'accepted' && offer.orderId && conversation.role === 'buyer' && (
              <Link to={`/dashboard/buyer/payment/${offer.orderId}`} className="btn btn-primary btn-sm">
                {t('pay', { price: money(offer) })}
              </Link>
            )}
          </div>
        </li>
      ))}
      {countering && (
        <TextDialog
          kicker={t('counterKicker')}
          title={conversation.book}
          explanation={t('counterExplanation', {
            offer: money(countering),
            listed: formatMoney(countering.listedMinor, countering.currency),
            lastRound: countering.rounds + 1 >= OFFER_ROUNDS ? 'yes' : 'no',
          })}
          label={t('yourCounter')}
          schema={priceInputSchema}
          max={12}
          rows={1}
          inputMode={priceInputMode(countering.currency)}
          submitLabel={t('sendCounter')}
          what="Sending the counter-offer"
          send={(price) => counter.mutateAsync({ id: countering._id, price })}
          onClose={() => setCountering(null)}
        />
      )}
    </ul>
  );
}
