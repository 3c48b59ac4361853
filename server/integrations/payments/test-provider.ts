import { sealer } from '../../auth/sealed.ts';

/**
 * The built-in test payment provider, playing Stripe's part when no Stripe keys are set. Its client
 * secret names the order and amount and is signed, so any server process can check it without
 * shared state; its cards behave like Stripe's test cards.
 */
export type TestIntent = { orderId: string; amount: number; currency: string };

const DECLINED = new Set(['4000000000000002', '4000000000009995']);
const SUCCEEDS = new Set(['4242424242424242', '5555555555554444']);

/** A card is good through the last day of its expiry month ("MM/YY"). */
function hasExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim())) as [number, number];
  const firstDayAfter = new Date(Date.UTC(2000 + year, month, 1));
  return now.getTime() >= firstDayAfter.getTime();
}

/** How the test provider's payout accounts start, which tells them from Stripe's (acct_...). */
export const TEST_ACCOUNT_PREFIX = 'test_acct_';

export function testPaymentProvider(secret: Uint8Array) {
  const sealed = sealer(secret, 'test-payment');
  return {
    clientSecretFor(intent: TestIntent): string {
      return `test_${sealed.seal(intent)}`;
    },
    /** The intent a client secret stands for; null when it is not one of ours. */
    intentOf(clientSecret: string): TestIntent | null {
      return clientSecret.startsWith('test_') ? (sealed.open(clientSecret.slice('test_'.length)) as TestIntent | null) : null;
    },
    /** What the card network answers: success, or Stripe's message for an expired, declined or unknown card. */
    charge(card: { cardNumber: string; expiry: string }, now = new Date()): { ok: true } | { ok: false; message: string } {
      if (hasExpired(card.expiry, now)) return { ok: false, message: 'Your card has expired.' };
      if (SUCCEEDS.has(card.cardNumber)) return { ok: true };
      if (DECLINED.has(card.cardNumber)) return { ok: false, message: 'Your card was declined.' };
      return { ok: false, message: 'Your card number is invalid.' };
    },
    /** Gives a charge back in full, as Stripe's refund does; answers the refund's reference. */
    refund(reference: string): string {
      return reference.replace(/^test_pi_/, 'test_re_');
    },
    /** A seller's payout account, ready at once: the test provider has no onboarding to go through. */
    payoutAccountFor(userId: string): string {
      return `${TEST_ACCOUNT_PREFIX}${userId}`;
    },
    /** Pays a seller their share of an order, as a Stripe transfer does; answers the transfer's reference. */
    transfer(orderId: string): string {
      return `test_tr_${orderId}`;
    },
    /** The provider's reference of a confirmed payment of this order. */
    referenceFor(orderId: string): string {
      return `test_pi_${orderId}`;
    },
  };
}

export type TestPaymentProvider = ReturnType<typeof testPaymentProvider>;
