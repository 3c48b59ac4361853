import { getErrorShape, type AnyTRPCProcedure, type AnyTRPCRouter, type TRPCError, type TRPCErrorShape } from '@trpc/server';
import type { Meta } from '../init.ts';

/**
 * What the store reads of a router's procedures: tRPC keeps it on `_def`, which is not its public
 * API. This folder is the only code that reads it (the lint refuses `_def` elsewhere), so a tRPC
 * upgrade that moves it breaks here, and tests/fast-path-equivalence.test.ts says so.
 */
export type ProcedureFacts = {
  /** Its dotted path (`catalog.book`). */
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  /** What it declares (init.ts's Meta); empty when nothing. */
  meta: Meta;
  /** Its input schemas, in `.input()` order (zod's, with their own meta such as examples). */
  inputs: readonly unknown[];
  procedure: AnyTRPCProcedure;
};

type Definition = { type: ProcedureFacts['type']; meta?: Meta; inputs: unknown[] };

const catalogues = new WeakMap<AnyTRPCRouter, ReadonlyMap<string, ProcedureFacts>>();

/** Every procedure of a router by its path, made once per router. */
export function proceduresOf(router: AnyTRPCRouter): ReadonlyMap<string, ProcedureFacts> {
  let catalogue = catalogues.get(router);
  if (catalogue) return catalogue;
  const flat = router._def.procedures as Record<string, AnyTRPCProcedure>;
  catalogue = new Map(
    Object.entries(flat).map(([path, procedure]) => {
      const { type, meta, inputs } = procedure._def as unknown as Definition;
      return [path, { path, type, meta: meta ?? {}, inputs, procedure }];
    }),
  );
  catalogues.set(router, catalogue);
  return catalogue;
}

/** The body tRPC sends for an error of a call, made by the router's own error formatter. */
export function errorShapeOf(
  router: AnyTRPCRouter,
  call: { error: TRPCError; type: ProcedureFacts['type']; path: string; input: unknown; ctx: unknown },
): TRPCErrorShape {
  return getErrorShape({ config: router._def._config, ...call }) as TRPCErrorShape;
}
