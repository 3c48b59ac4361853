import { initTRPC, TRPCError, type AnyTRPCProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Context } from '../context.ts';
import { runProcedure, type CallOptions } from './run-procedure.ts';

// A router exercising what a middleware chain can do: context added on the way, input replaced
// (as a value and as a raw input), input and output checks, and failures at each step. Each
// procedure is called both through tRPC's own caller and through runProcedure: same value, or
// the same error (class, code, message, cause).
type Ctx = { user: string | null; trail: string[] };
const t = initTRPC.meta<{ label: string }>().context<Ctx>().create();

const traced = t.procedure.use(({ ctx, next, meta, path, type }) => next({ ctx: { trail: [...ctx.trail, `${type} ${path} ${meta?.label ?? '-'}`] } }));
const signedIn = traced.use(({ ctx, next }) => {
  if (ctx.user === null) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
  return next({ ctx: { user: ctx.user } });
});
const trimmed = traced.use(async ({ getRawInput, next }) => {
  const raw = await getRawInput();
  return next({ getRawInput: () => Promise.resolve(typeof raw === 'object' && raw !== null ? { ...raw, note: 'prepared' } : raw) });
});

const procedures = {
  hello: traced.meta({ label: 'greeting' }).query(({ ctx }) => ({ hello: 'world', trail: ctx.trail })),
  whoAmI: signedIn.query(({ ctx }) => ({ user: ctx.user, trail: ctx.trail })),
  echo: trimmed.input(z.object({ text: z.string().min(1), note: z.string().optional() })).query(({ input }) => input),
  twoInputs: t.procedure
    .input(z.object({ a: z.number() }))
    .input(z.object({ b: z.coerce.number() }))
    .query(({ input }) => input.a + input.b),
  replaced: t.procedure.use(({ next }) => next({ input: { forced: true } })).query(({ input }) => input),
  checkedOutput: t.procedure
    .input(z.object({ good: z.boolean() }))
    .output(z.object({ n: z.number() }))
    .query(({ input }) => (input.good ? { n: 1 } : ({ n: 'one' } as unknown as { n: number }))),
  // Checked asynchronously: zod refuses to run an async refinement in a synchronous check.
  slowCheck: t.procedure
    .input(z.object({ name: z.string().refine((name) => Promise.resolve(name !== 'taken'), 'That name is taken.') }))
    .output(z.object({ greeting: z.string().refine((text) => Promise.resolve(text.length < 20), 'Too long.') }))
    .query(({ input }) => ({ greeting: `hello ${input.name}` })),
  failing: t.procedure.query(() => {
    throw new Error('the resolver broke');
  }),
  write: traced.input(z.object({ to: z.string() })).mutation(({ input, ctx }) => ({ wrote: input.to, trail: ctx.trail })),
};

type Outcome = { value: unknown } | { error: { name: string; code: string; message: string; cause: string | undefined } };

async function outcomeOf(call: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await call() };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return { error: { name: error.name, code: error.code, message: error.message, cause: error.cause?.message } };
  }
}

/** Both callers' outcomes for one call. */
async function bothWays(path: keyof typeof procedures, rawInput: unknown, user: string | null = null): Promise<[Outcome, Outcome]> {
  const procedure = procedures[path] as unknown as AnyTRPCProcedure;
  const options = (): CallOptions => ({
    path,
    type: path === 'write' ? 'mutation' : 'query',
    ctx: { user, trail: [] } as unknown as Context,
    getRawInput: () => Promise.resolve(rawInput),
    signal: undefined,
    batchIndex: 0,
  });
  return [
    await outcomeOf(() => (procedure as unknown as (o: CallOptions) => Promise<unknown>)(options())),
    await outcomeOf(() => runProcedure(procedure, options())),
  ];
}

describe('runProcedure runs a procedure as tRPC does', () => {
  it.each([
    ['hello', undefined, null],
    ['whoAmI', undefined, 'ada'],
    ['whoAmI', undefined, null],
    ['echo', { text: 'hi' }, null],
    ['echo', { text: '' }, null],
    ['echo', 'not an object', null],
    ['twoInputs', { a: 1, b: '2' }, null],
    ['twoInputs', { a: 'x', b: 2 }, null],
    ['replaced', { ignored: 1 }, null],
    ['checkedOutput', { good: true }, null],
    ['checkedOutput', { good: false }, null],
    ['slowCheck', { name: 'ada' }, null],
    ['slowCheck', { name: 'taken' }, null],
    ['slowCheck', { name: 'someone with a long name' }, null],
    ['slowCheck', { name: 'ada' }, null],
    ['failing', undefined, null],
    ['write', { to: 'you' }, null],
  ] as const)('%s(%j) as %s', async (path, input, user) => {
    const [trpc, ours] = await bothWays(path, input, user);
    expect(ours).toEqual(trpc);
  });

  it('passes the context, meta and call details each middleware sees', async () => {
    const [, ours] = await bothWays('hello', undefined);
    expect(ours).toEqual({ value: { hello: 'world', trail: ['query hello greeting'] } });
  });

  it('turns a failure of the resolver into an INTERNAL_SERVER_ERROR carrying its cause', async () => {
    const [, ours] = await bothWays('failing', undefined);
    expect(ours).toEqual({ error: { name: 'TRPCError', code: 'INTERNAL_SERVER_ERROR', message: 'the resolver broke', cause: 'the resolver broke' } });
  });
});
