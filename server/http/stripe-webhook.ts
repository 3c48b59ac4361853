import type { FastifyInstance } from 'fastify';
import { TRPCError } from '@trpc/server';
import type { Deps } from '../deps.ts';
import { handleStripeEvent } from '../services/payments.ts';

/**
 * POST /api/payments/webhook: Stripe's events. A plain route because the signature is checked over
 * the raw body, which this scope keeps as bytes instead of parsing it.
 */
export async function registerStripeWebhook(app: FastifyInstance, deps: Deps): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post('/api/payments/webhook', { schema: { hide: true } }, async (request) => {
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'A Stripe-Signature header and a body are required.' });
      }
      const answer = await handleStripeEvent(deps, request.body, signature);
      deps.publicReads.clear();
      return answer;
    });
    done();
  });
}
