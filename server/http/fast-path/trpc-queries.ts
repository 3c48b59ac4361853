import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getTRPCErrorFromUnknown, type TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { TRPC_MAX_BATCH } from '../../../shared/constants.ts';
import { readKey } from '../../cache/public-reads.ts';
import type { Deps } from '../../deps.ts';
import type { Context } from '../../trpc/context.ts';
import { errorShapeOf, proceduresOf, type ProcedureFacts } from '../../trpc/internals/procedures.ts';
import { runProcedure } from '../../trpc/internals/run-procedure.ts';
import { readsAsPublic } from '../../trpc/public-read.ts';
import { appRouter } from '../../trpc/router.ts';
import { etagOf, sendPublicRead } from '../etag.ts';

const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * tRPC queries over GET (what the web client reads, alone or batched) answered here, before tRPC's
 * Fastify adapter, which turns every request into a Fetch API Request and every answer into a
 * streamed Response, costing more than a cached read itself (docs/architecture.md has the figures).
 *
 * Each call runs its procedure as tRPC would (same middlewares, input and output checks, context,
 * error shape and status, including 207 for a batch with mixed outcomes), and the answer goes out as
 * a string through Fastify's reply (compression, security headers). A call whose read the public-read
 * cache holds as finished JSON is answered with it, counted against the read limit, without running
 * the procedure at all. Anything else (mutations, subscriptions, streaming batches, malformed URLs or
 * inputs, unknown procedures) is left to tRPC's adapter, which answers and explains it.
 *
 * The JSON is put together here: the router uses no data transformer (server/trpc/init.ts).
 */

/** A call of a GET: `isPublic` for a public read answered as such (trpc/public-read.ts), `key` its cache key when the cache is on. */
type Call = { facts: ProcedureFacts; rawInput: unknown; isPublic: boolean; key: string | undefined };
type Outcome = { json: string | undefined } | { error: TRPCError };
type ErrorHandler = (failure: { error: TRPCError; path?: string }) => void;

const procedures = proceduresOf(appRouter);

/**
 * The calls of a GET to /trpc/<paths> and whether it is a batch, or null when tRPC's adapter should
 * answer it. Public reads get their cache key when the cache is on (`keyed`).
 */
function callsOf(request: FastifyRequest, keyed: boolean): { batch: boolean; calls: Call[] } | null {
  const { path } = request.params as { path: string };
  const query = request.query as Record<string, unknown>;
  const batch = query['batch'] === '1';
  const paths = batch ? path.split(',') : [path];
  if (paths.length > TRPC_MAX_BATCH || (query['input'] !== undefined && typeof query['input'] !== 'string')) return null;
  let inputs: unknown;
  try {
    inputs = query['input'] ? JSON.parse(query['input']) : undefined;
  } catch {
    return null;
  }
  if (batch && inputs !== undefined && (inputs === null || typeof inputs !== 'object' || Array.isArray(inputs))) return null;
  const calls: Call[] = [];
  for (const [index, name] of paths.entries()) {
    const facts = procedures.get(name);
    if (facts?.type !== 'query') return null;
    const rawInput = batch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    const isPublic = readsAsPublic(facts.meta, request.headers.authorization);
    // The key the procedure remembers its read by (trpc/init.ts, publicReadProcedure).
    calls.push({ facts, rawInput, isPublic, key: keyed && isPublic ? readKey(name, rawInput) : undefined });
  }
  return { batch, calls };
}

export type TrpcQueriesOptions = {
  deps: Deps;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => Context;
  onError: ErrorHandler;
};

/** Answers GET /trpc/... queries before tRPC's adapter does (register it in the adapter's scope); see above. */
export function registerTrpcQueries(app: FastifyInstance, { deps, createContext, onError }: TrpcQueriesOptions): void {
  async function outcome(call: Call, index: number, ctx: Context, version: number): Promise<Outcome> {
    try {
      const finished = call.key === undefined ? undefined : deps.publicReads.json(call.key);
      if (finished !== undefined) {
        deps.rateLimits.takeRead(ctx);
        call.facts.meta.onRead?.(ctx, JSON.parse(finished));
        return { json: finished };
      }
      const data: unknown = await runProcedure(call.facts.procedure, {
        path: call.facts.path,
        getRawInput: () => Promise.resolve(call.rawInput),
        ctx,
        type: 'query',
        signal: undefined,
        batchIndex: index,
      });
      const json = JSON.stringify(data) as string | undefined;
      if (call.key !== undefined && json !== undefined) deps.publicReads.keepJson(call.key, json, version);
      return { json };
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      onError({ error, path: call.facts.path });
      return { error };
    }
  }

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || request.routeOptions.url !== '/trpc/:path' || request.headers['trpc-accept'] !== undefined) return;
    const parsed = callsOf(request, deps.publicReads.enabled);
    if (!parsed) return;
    const { batch, calls } = parsed;
    const ctx = createContext({ req: request, res: reply });
    // Read before any procedure runs: JSON of a read that a write overtook is not kept.
    const version = deps.publicReads.version;
    const outcomes = await Promise.all(calls.map((call, index) => outcome(call, index, ctx, version)));
    const shapes = outcomes.map((o, i) =>
      'error' in o ? { error: errorShapeOf(appRouter, { error: o.error, type: 'query', path: calls[i]!.facts.path, input: calls[i]!.rawInput, ctx }) } : null,
    );
    const items = outcomes.map((o, i) =>
      'json' in o ? (o.json === undefined ? '{"result":{}}' : `{"result":{"data":${o.json}}}`) : JSON.stringify(shapes[i]),
    );
    const status = getHTTPStatusCode(shapes.map((shape) => shape ?? { result: { data: null } }));
    const body = batch ? `[${items.join(',')}]` : items[0]!;
    reply.code(status).header('vary', 'trpc-accept, accept');
    // Public reads alone revalidate as their REST twins do: the same answer, the same ETag, a 304.
    if (status === 200 && calls.every((call) => call.isPublic)) return sendPublicRead(request, reply, { body, etag: etagOf(body) }, JSON_TYPE);
    return reply.header('content-type', 'application/json').send(body);
  });
}
