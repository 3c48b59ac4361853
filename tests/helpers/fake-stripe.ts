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
  metadata: Record<string, string>;
};

type Refund = { id: string; object: 'refund'; payment_intent: string; amount: number; currency: string; status: 'succeeded' };

/**
 * A local stand-in for the Stripe endpoints the store uses (create, retrieve and cancel a
 * PaymentIntent; refund one), so the official SDK is exercised over real HTTP. Idempotency keys are
 * honoured, and an intent that already succeeded refuses to be cancelled, as Stripe's does.
 */
export async function startFakeStripe() {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, Intent | Refund>();
  const refunds: Refund[] = [];
  const requests: Array<{ method: string; path: string; body: URLSearchParams; idempotencyKey?: string }> = [];
  let next = 1;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = new URLSearchParams(raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path: req.url ?? '', body, ...(key && { idempotencyKey: key }) });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.method === 'POST' && req.url === '/v1/payment_intents') {
        const existing = key ? byKey.get(key) : undefined;
        if (existing) return send(200, existing);
        const id = `pi_fake_${next++}`;
        const intent: Intent = {
          id,
          object: 'payment_intent',
          amount: Number(body.get('amount')),
          amount_received: 0,
          currency: body.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_fake`,
          metadata: { orderId: body.get('metadata[orderId]') ?? '' },
        };
        intents.set(id, intent);
        if (key) byKey.set(key, intent);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && match && intents.has(match[1]!)) return send(200, intents.get(match[1]!));
      const cancel = /^\/v1\/payment_intents\/([\w]+)\/cancel$/.exec(req.url ?? '');
      const toCancel = cancel && intents.get(cancel[1]!);
      if (req.method === 'POST' && toCancel) {
        if (toCancel.status === 'succeeded' || toCancel.status === 'canceled') {
          return send(400, { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${toCancel.status}.` } });
        }
        toCancel.status = 'canceled';
        return send(200, toCancel);
      }
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const existing = key ? byKey.get(key) : undefined;
        if (existing) return send(200, existing);
        const charged = intents.get(body.get('payment_intent') ?? '');
        if (charged?.status !== 'succeeded') return send(400, { error: { type: 'invalid_request_error', code: 'charge_not_found', message: 'Nothing to refund.' } });
        const refund: Refund = { id: `re_fake_${next++}`, object: 'refund', payment_intent: charged.id, amount: charged.amount_received, currency: charged.currency, status: 'succeeded' };
        refunds.push(refund);
        if (key) byKey.set(key, refund);
        return send(200, refund);
      }
      return send(404, { error: { type: 'invalid_request_error', message: 'No such resource' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    intent: (id: string) => intents.get(id),
    refunds,
    /** What Stripe does when the card is charged: the intent succeeds. */
    succeed(id: string): Intent {
      const intent = intents.get(id)!;
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
