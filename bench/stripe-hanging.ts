// The store beside a Stripe that hangs. A store process whose Stripe is a local fake of Stripe's API
// (the one the tests use) takes the same load twice: unrelated reads and writes at a fixed rate,
// while buyers start paying at a fixed rate. First Stripe answers; then every PaymentIntent call
// hangs unanswered. The unrelated requests should keep their latency, and paying should answer 503
// with Retry-After once the store gives up on Stripe (STRIPE_TIMEOUT_MS, then its circuit breaker).
import type autocannon from 'autocannon';
import { startFakeStripe } from '../tests/helpers/fake-stripe.ts';
import type { Fixtures } from './fixtures.ts';
import { measure, type LoadResult, type Timing } from './load.ts';
import { startStore } from './processes.ts';
import { signedInJson, type Scenario } from './scenarios.ts';

export type StripeHangingResult = {
  measured: Array<{ scenario: Scenario; result: LoadResult }>;
  /** Payments tried one by one after the hanging phase, until one was answered within a second: status, Retry-After, time. */
  probes: Array<{ status: number; retryAfter: string | null; ms: number }>;
  orders: number;
};

const ORDERS = 50;
const STRIPE = { STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_PUBLISHABLE_KEY: 'pk_test_bench', STRIPE_WEBHOOK_SECRET: 'whsec_bench' };
/** Headers of a signed-in fetch with a JSON body. */
const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

/** Books a copy for each of `count` buyers (from the end of the fixtures' lists, which the write mix takes from the front). */
async function bookOrders(url: string, fx: Fixtures, count: number): Promise<Array<{ id: string; token: string }>> {
  const orders: Array<{ id: string; token: string }> = [];
  for (let i = 1; orders.length < count && i <= Math.min(fx.payingBuyers.length, fx.freeBooks.length); i++) {
    const { token } = fx.payingBuyers.at(-i)!;
    const res = await fetch(`${url}/api/buyer-orders`, {
      method: 'POST',
      headers: json(token),
      body: JSON.stringify({ bookPostingId: fx.freeBooks.at(-i), buyerPhone: '+8801900000000' }),
    });
    if (res.ok) orders.push({ id: ((await res.json()) as { insertedId: string }).insertedId, token });
  }
  if (orders.length < count / 2) throw new Error(`only ${orders.length} of ${count} bookings to pay for could be made`);
  return orders;
}

/** Reads of one book and of a category page (the store runs uncached), and a profile change, in turn. */
function unrelatedRequests(fx: Fixtures): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const n = next++;
        if (n % 3 === 2) return signedInJson(request, 'PATCH', '/api/me', fx.sellers[n % fx.sellers.length]!.token, { name: `Seller ${n % 97}` });
        const path =
          n % 3 === 0 ? `/api/book/${fx.bookIds[n % fx.bookIds.length]}` : `/api/books/categoryId?id=${fx.categorySlugs[n % fx.categorySlugs.length]}&limit=24`;
        return { ...request, method: 'GET', path };
      },
    },
  ];
}

function payingRequests(orders: Array<{ id: string; token: string }>): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const order = orders[next++ % orders.length]!;
        return signedInJson(request, 'POST', `/api/payments/intent/${order.id}`, order.token, {});
      },
    },
  ];
}

async function probe(url: string, order: { id: string; token: string }): Promise<StripeHangingResult['probes'][number]> {
  const started = performance.now();
  const res = await fetch(`${url}/api/payments/intent/${order.id}`, { method: 'POST', headers: json(order.token), body: '{}' });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started };
}

export async function measureStripeHanging(
  databaseUrl: string,
  settings: Record<string, string>,
  fx: Fixtures,
  timing: Timing,
  say: (line: string) => void,
): Promise<StripeHangingResult> {
  const stripe = await startFakeStripe();
  const store = await startStore(databaseUrl, { ...settings, ...STRIPE, STRIPE_API_URL: stripe.url, PUBLIC_CACHE_MS: '0' }, 'store-stripe');
  try {
    const orders = await bookOrders(store.url, fx, ORDERS);
    say(`Stripe beside the store (pid ${store.pid}): ${orders.length} booked orders to start paying for`);
    const measured: StripeHangingResult['measured'] = [];
    const phase = async (stripeState: string) => {
      const unrelated: Scenario = {
        name: `unrelated, Stripe ${stripeState}`,
        surface: 'rest',
        uncached: true,
        shows: 'GET /api/book/<id>, GET /api/books/categoryId?id=<slug>, PATCH /api/me, in turn (200 a second)',
        connections: 10,
        rate: 200,
        requests: unrelatedRequests(fx),
      };
      const paying: Scenario = {
        name: `paying, Stripe ${stripeState}`,
        surface: 'rest',
        shows: 'POST /api/payments/intent/<order> (20 a second)',
        connections: 10,
        rate: 20,
        // A hanging Stripe holds a payment for two tries of STRIPE_TIMEOUT_MS before the store answers.
        timeoutSeconds: 30,
        apart: [503],
        requests: payingRequests(orders),
      };
      const [a, b] = await Promise.all([measure({ url: store.url }, unrelated, timing), measure({ url: store.url }, paying, timing)]);
      measured.push({ scenario: unrelated, result: a }, { scenario: paying, result: b });
    };
    await phase('answering');
    const release = stripe.stall('/v1/payment_intents');
    try {
      await phase('hanging');
      // Payments tried one at a time: the first ones may still wait out the time limit; once enough
      // have failed, the breaker answers at once.
      const probes: StripeHangingResult['probes'] = [];
      for (let i = 0; i < 10 && (probes.at(-1)?.ms ?? Infinity) >= 1_000; i++) probes.push(await probe(store.url, orders[i % orders.length]!));
      return { measured, probes, orders: orders.length };
    } finally {
      release();
    }
  } finally {
    await store.stop();
    await stripe.close();
  }
}
