import { getTRPCErrorFromUnknown, type AnyTRPCProcedure, type TRPCError } from '@trpc/server';
import {
  createInputMiddleware,
  createOutputMiddleware,
  getParseFn,
  middlewareMarker,
  type ParseFn,
  type ProcedureCallOptions,
} from '@trpc/server/unstable-core-do-not-import';
import type { Context } from './context.ts';

/** What a procedure is called with: tRPC's options, for our context. */
export type CallOptions = ProcedureCallOptions<Context>;

type Level = CallOptions & { input: unknown };
type NextOptions = { ctx?: Partial<Context>; input?: unknown; getRawInput?: () => Promise<unknown> } | undefined;
type Result = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type Middleware = (opts: Level & { meta: unknown; next: (nextOptions?: NextOptions) => Promise<Result> }) => Promise<Result>;
/** The runtime side of a procedure's definition that calling it needs (tRPC keeps it on `_def`). */
type Definition = { middlewares: Middleware[]; meta: unknown; inputs: unknown[]; output?: unknown };
type Checked = Middleware & { _type?: 'input' | 'output' };
type SchemaLike = { parse?: (value: unknown) => unknown; parseAsync?: (value: unknown) => Promise<unknown> };

/**
 * A schema's check, synchronous until the schema proves asynchronous (an async refinement), as
 * tRPC 11.25 checks: tRPC 11.19 calls zod's `parseAsync`, which never takes zod's compiled fast
 * path for objects: 340 µs against 30 to 70 to check 100 book cards. Errors are zod's either way.
 */
function syncFirst(schema: unknown): ParseFn<unknown> {
  const { parse, parseAsync } = schema as SchemaLike;
  if (typeof parse !== 'function' || typeof parseAsync !== 'function') return getParseFn(schema as never);
  let isAsync = false;
  return (value) => {
    if (!isAsync) {
      try {
        return parse.call(schema, value);
      } catch (cause) {
        // A failed check throws its issues; anything else means the schema needs the asynchronous check.
        if (Array.isArray((cause as { issues?: unknown } | null)?.issues)) throw cause;
        isAsync = true;
      }
    }
    return parseAsync.call(schema, value);
  };
}

const chains = new WeakMap<object, Definition>();

/** Whether a definition has one input check per `.input()` schema and one output check for `.output()`'s. */
function checksMatchSchemas({ middlewares, inputs, output }: Definition): boolean {
  const count = (type: 'input' | 'output') => (middlewares as Checked[]).filter((m) => m._type === type).length;
  return count('input') === inputs.length && count('output') === (output === undefined ? 0 : 1);
}

/**
 * A procedure's definition with its input and output checks made by tRPC's own middleware
 * factories around syncFirst (once per procedure); the definition itself when its checks cannot be
 * matched to its schemas.
 */
function fastDefinition(procedure: AnyTRPCProcedure): Definition {
  const definition = procedure._def as unknown as Definition;
  let fast = chains.get(definition);
  if (fast) return fast;
  fast = definition;
  if (checksMatchSchemas(definition)) {
    let input = 0;
    const middlewares = (definition.middlewares as Checked[]).map((middleware): Middleware => {
      if (middleware._type === 'input') return createInputMiddleware(syncFirst(definition.inputs[input++])) as unknown as Middleware;
      if (middleware._type === 'output') return createOutputMiddleware(syncFirst(definition.output)) as unknown as Middleware;
      return middleware;
    });
    fast = { ...definition, middlewares };
  }
  chains.set(definition, fast);
  return fast;
}

/**
 * Runs one middleware of the chain and, through its `next`, the rest: what tRPC's `callRecursive`
 * does. Each step's options are written out field by field: tRPC's build copies them with a
 * transpiled object-spread helper (a defineProperty per field), which a profile of an uncached
 * public read put at a tenth of the process's own time, the garbage it leaves aside.
 */
async function callFrom(index: number, definition: Definition, level: Level): Promise<Result> {
  try {
    const middleware = definition.middlewares[index]!;
    return await middleware({
      path: level.path,
      type: level.type,
      ctx: level.ctx,
      input: level.input,
      getRawInput: level.getRawInput,
      signal: level.signal,
      batchIndex: level.batchIndex,
      meta: definition.meta,
      next: (nextOptions) =>
        callFrom(index + 1, definition, {
          path: level.path,
          type: level.type,
          ctx: nextOptions?.ctx ? { ...level.ctx, ...nextOptions.ctx } : level.ctx,
          input: nextOptions && 'input' in nextOptions ? nextOptions.input : level.input,
          getRawInput: nextOptions?.getRawInput ?? level.getRawInput,
          signal: level.signal,
          batchIndex: level.batchIndex,
        }),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: middlewareMarker } as Result;
  }
}

/**
 * Calls a procedure as `procedure(options)` does (its middlewares, input and output checks and
 * resolver in order; a failure anywhere thrown as a TRPCError), without tRPC's per-step copying
 * and with its schemas checked synchronously first (see syncFirst). server/trpc/run-procedure.test.ts
 * holds it to tRPC's own caller.
 */
export async function runProcedure(procedure: AnyTRPCProcedure, options: CallOptions): Promise<unknown> {
  const result = await callFrom(0, fastDefinition(procedure), { ...options, input: undefined });
  if (!result.ok) throw result.error;
  return result.data;
}
