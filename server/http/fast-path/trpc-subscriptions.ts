import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorFromUnknown, TRPCError } from '@trpc/server';
import type { Context } from '../../trpc/context.ts';
import {
  EVENT_STREAM_HEADERS,
  EventStreamBody,
  EventWriter,
  eventStreamSettings,
  subscriptionRequestOf,
  withLastEventId,
  type SubscriptionSource,
} from '../../trpc/internals/event-stream.ts';
import { errorShapeOf, proceduresOf, type ProcedureFacts } from '../../trpc/internals/procedures.ts';
import { runProcedure } from '../../trpc/internals/run-procedure.ts';
import { appRouter } from '../../trpc/router.ts';

/**
 * tRPC subscriptions over GET (server-sent events, what httpSubscriptionLink opens) answered here
 * rather than by tRPC's Fastify adapter, whose stream machinery held twice the memory for every open
 * stream (docs/performance.md). The procedure runs as tRPC would run it (same middlewares, input
 * check, context, connection parameters, resumed id), and its events are written in tRPC's wire
 * format (trpc/internals/event-stream.ts), through Fastify's reply (security headers, request log,
 * metrics). Anything else (a batch, a streaming call, malformed input or connection parameters) is
 * handed to tRPC's handler, which answers and explains it.
 */

const subscriptions = [...proceduresOf(appRouter).values()].filter((facts) => facts.type === 'subscription');

export type TrpcSubscriptionsOptions = {
  createContext: (opts: { req: FastifyRequest; res: FastifyReply; info: { connectionParams: Record<string, string> | null } }) => Context;
  onError: (failure: { error: TRPCError; path?: string }) => void;
  /** tRPC's own handler of a request to `path`, for what this path leaves to it. */
  fallback: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<void>;
};

/**
 * Answers GET /trpc/<subscription> in place of tRPC's adapter: a route of its own per subscription,
 * which Fastify prefers to the adapter's `/trpc/:path` (a hook answering a stream would not do: a
 * stream its client closes early is not "sent", and the adapter would run after the hook). See above.
 */
export function registerTrpcSubscriptions(app: FastifyInstance, { createContext, onError, fallback }: TrpcSubscriptionsOptions): void {
  const settings = eventStreamSettings(appRouter);
  if (!settings) return;

  /** The subscription's events, or its failure as the stream's one event, with a way to stop it. */
  async function open(facts: ProcedureFacts, ctx: Context, rawInput: unknown): Promise<SubscriptionSource> {
    const abort = new AbortController();
    try {
      const data = await runProcedure(facts.procedure, {
        path: facts.path,
        getRawInput: () => Promise.resolve(rawInput),
        ctx,
        type: 'subscription',
        signal: abort.signal,
        batchIndex: 0,
      });
      if (typeof data !== 'object' || data === null || !(Symbol.asyncIterator in data)) {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: `Subscription ${facts.path} did not return an observable or a AsyncGenerator` });
      }
      const iterator = (data as AsyncIterable<unknown>)[Symbol.asyncIterator]();
      return {
        next: () => iterator.next(),
        stop: () => {
          abort.abort();
          void iterator.return?.().catch(() => undefined);
        },
      };
    } catch (cause) {
      return { next: () => Promise.reject(getTRPCErrorFromUnknown(cause)), stop: () => abort.abort() };
    }
  }

  for (const facts of subscriptions) {
    // HEAD goes to the adapter, which answers it as tRPC does.
    app.get(`/trpc/${facts.path}`, { exposeHeadRoute: false }, async (request, reply) => {
      const call = request.headers['trpc-accept'] === undefined ? subscriptionRequestOf(request.url, request.headers) : null;
      if (!call) return fallback(request, reply, facts.path);
      const ctx = createContext({ req: request, res: reply, info: { connectionParams: call.connectionParams } });
      const source = await open(facts, ctx, withLastEventId(call.rawInput, call.lastEventId));
      const failureOf = (cause: unknown): string | null => {
        // A stream its client closed ends quietly, as tRPC's does.
        if ((cause as { name?: unknown } | null)?.name === 'AbortError') return null;
        const error = getTRPCErrorFromUnknown(cause);
        onError({ error, path: facts.path });
        return EventWriter.failure(errorShapeOf(appRouter, { error, type: 'subscription', path: facts.path, input: call.rawInput, ctx }));
      };
      const body = new EventStreamBody(source, { settings, writer: new EventWriter(call.lastEventId), failureOf });
      return reply.code(200).headers(EVENT_STREAM_HEADERS).send(body);
    });
  }
}
