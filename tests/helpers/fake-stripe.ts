import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  latest_charge: string | null;
  metadata: Record<string, string>;
};

type Account = { id: string; object: 'account'; type: string; email: string; capabilities: { transfers?: string }; metadata: Record<string, string> };
type Transfer = {
  id: string;
  object: 'transfer';
  amount: number;
  currency: string;
  destination: string;
  source_transaction: string | null;
  transfer_group: string;
  metadata: Record<string, string>;
};

type Refund = { id: string; object: 'refund'; payment_intent: string; amount: number; currency: string; status: 'succeeded' };

/**
 * A local stand-in for the Stripe endpoints the store uses (create, retrieve and cancel a
 * PaymentIntent; refund one; Connect's Express accounts, account links and transfers), so the
 * official SDK is exercised over real HTTP. Idempotency keys are honoured, an intent that already
 * succeeded refuses to be cancelled, and a transfer to an account whose transfers capability is not
 * active is refused, as Stripe's are.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const accounts = new Map<string, Account>();
  const byKey = new Map<string, Intent | Refund | Account | Transfer>();
  const refunds: Refund[] = [];
  const transfers: Transfer[] = [];
  const requests: Array<{ method: string; path: string; body: URLSearchParams; idempotencyKey?: string }> = [];
  /** Paths whose requests wait, unanswered, until released; paths whose next requests fail, and how many. */
  const stalls = new Map<string, Promise<void>>();
  const failures = new Map<string, number>();
  let next = 1;
  /** Stripe's answer to a request: its status and JSON body. */
  const answer = (req: http.IncomingMessage, body: URLSearchParams, key: string | undefined): [status: number, value: unknown] => {
    if (req.method === 'POST' && req.url === '/v1/payment_intents') {
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return [200, existing];
      const id = `pi_fake_${next++}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(body.get('amount')),
        amount_received: 0,
        currency: body.get('currency') ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_fake`,
        latest_charge: null,
        metadata: { orderId: body.get('metadata[orderId]') ?? '' },
      };
      intents.set(id, intent);
      if (key) byKey.set(key, intent);
      return [200, intent];
    }
    const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && match && intents.has(match[1]!)) return [200, intents.get(match[1]!)];
    const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(req.url ?? '');
    const toCancel = cancel && intents.get(cancel[1]!);
    if (req.method === 'POST' && toCancel) {
      if (toCancel.status === 'succeeded' || toCancel.status === 'canceled') {
        return [
          400,
          { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${toCancel.status}.` } },
        ];
      }
      toCancel.status = 'canceled';
      return [200, toCancel];
    }
    if (req.method === 'POST' && req.url === '/v1/refunds') {
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return [200, existing];
      const charged = intents.get(body.get('payment_intent') ?? '');
      if (charged?.status !== 'succeeded') return [400, { error: { type: 'invalid_request_error', code: 'charge_not_found', message: 'Nothing to refund.' } }];
      // A partial refund gives back its amount; none may take back more than is left of the charge, as Stripe's.
      const left = charged.amount_received - refunds.filter((r) => r.payment_intent === charged.id).reduce((sum, r) => sum + r.amount, 0);
      const amount = body.has('amount') ? Number(body.get('amount')) : left;
      if (amount > left) {
        return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'The refund is more than is left of the charge.' } }];
      }
      const refund: Refund = {
        id: `re_fake_${next++}`,
        object: 'refund',
        payment_intent: charged.id,
        amount,
        currency: charged.currency,
        status: 'succeeded',
      };
      refunds.push(refund);
      if (key) byKey.set(key, refund);
      return [200, refund];
    }
    if (req.method === 'POST' && req.url === '/v1/accounts') {
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return [200, existing];
      const account: Account = {
        id: `acct_fake_${next++}`,
        object: 'account',
        type: body.get('type') ?? '',
        email: body.get('email') ?? '',
        capabilities: { transfers: body.get('capabilities[transfers][requested]') === 'true' ? 'inactive' : undefined },
        metadata: { userId: body.get('metadata[userId]') ?? '' },
      };
      accounts.set(account.id, account);
      if (key) byKey.set(key, account);
      return [200, account];
    }
    const account = /^\/v1\/accounts\/([\w]+)$/.exec(req.url ?? '');
    if (req.method === 'GET' && account && accounts.has(account[1]!)) return [200, accounts.get(account[1]!)];
    if (req.method === 'POST' && req.url === '/v1/account_links') {
      const linked = accounts.get(body.get('account') ?? '');
      if (!linked) return [400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such account.' } }];
      return [200, { object: 'account_link', url: `https://connect.stripe.test/setup/${linked.id}`, expires_at: 0, created: 0 }];
    }
    if (req.method === 'POST' && req.url === '/v1/transfers') {
      const existing = key ? byKey.get(key) : undefined;
      if (existing) return [200, existing];
      const destination = accounts.get(body.get('destination') ?? '');
      if (destination?.capabilities.transfers !== 'active') {
        return [
          400,
          { error: { type: 'invalid_request_error', code: 'insufficient_capabilities_for_transfer', message: 'The destination cannot receive transfers.' } },
        ];
      }
      const transfer: Transfer = {
        id: `tr_fake_${next++}`,
        object: 'transfer',
        amount: Number(body.get('amount')),
        currency: body.get('currency') ?? '',
        destination: destination.id,
        source_transaction: body.get('source_transaction'),
        transfer_group: body.get('transfer_group') ?? '',
        metadata: { orderId: body.get('metadata[orderId]') ?? '' },
      };
      transfers.push(transfer);
      if (key) byKey.set(key, transfer);
      return [200, transfer];
    }
    return [404, { error: { type: 'invalid_request_error', message: 'No such resource' } }];
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      const path = req.url ?? '';
      requests.push({ method: req.method ?? '', path, body, ...(key && { idempotencyKey: key }) });
      void (stalls.get(path) ?? Promise.resolve()).then(() => {
        const failing = failures.get(path) ?? 0;
        if (failing > 0) failures.set(path, failing - 1);
        const [status, value] = failing > 0 ? [500, { error: { type: 'api_error', message: 'Stripe is having trouble.' } }] : answer(req, body, key);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    intent: (id: string) => intents.get(id),
    refunds,
    transfers,
    account: (id: string) => accounts.get(id),
    /** What Stripe does when the card is charged: the intent succeeds, with its charge. */
    succeed(id: string): Intent {
      const intent = intents.get(id)!;
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: `ch_fake_${id}` });
      return intent;
    },
    /** What Stripe does when a seller finishes onboarding: their account may receive transfers. */
    activate(id: string): Account {
      const activated = accounts.get(id)!;
      activated.capabilities.transfers = 'active';
      return activated;
    },
    /** Holds every request to `path` unanswered until the answered function is called: a provider that hangs. */
    stall(path: string): () => void {
      let release = () => {};
      stalls.set(path, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        stalls.delete(path);
        release();
      };
    },
    /** Answers the next `times` requests to `path` with a 500 (the SDK, as the store sets it, tries a call twice before it gives up). */
    fail(path: string, times: number) {
      failures.set(path, times);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
