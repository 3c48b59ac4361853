import { getTRPCErrorFromUnknown, type AnyTRPCRouter, type TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import {
  coerceSchema,
  getInputOutputParsers,
  getPathRegExp,
  instanceofZodTypeKind,
  instanceofZodTypeLikeVoid,
  instanceofZodTypeObject,
  instanceofZodTypeOptional,
  normalizePath,
  unwrapZodType,
} from 'trpc-to-openapi';
import type { Context } from '../../trpc/context.ts';
import { restError } from '../../trpc/errors.ts';
import { proceduresOf, type ProcedureFacts } from '../../trpc/internals/procedures.ts';
import { runProcedure } from '../../trpc/internals/run-procedure.ts';
import type { AnswerHeaders, HeldAnswer } from '../answer-holder.ts';

/**
 * REST reads (GET operations) answered without trpc-to-openapi's node handler, which builds a
 * Fetch API Request and an AbortSignal for every call (docs/architecture.md). The same procedures run as tRPC runs them (middlewares, input and
 * output checks), with the input trpc-to-openapi would have given them: the query's values (one
 * value as itself, a repeated one as a list, a list wherever the schema wants one), the path's
 * parameters over them, and numbers, booleans and dates coerced from their text as it coerces
 * them. Each read is a Fastify route of its own (`route`), so Fastify's router finds it and parses
 * its path parameters; a GET those routes do not match as written (another letter case, a trailing
 * slash) is matched here as trpc-to-openapi matches it (`readCall`). Anything else (writes, HEAD,
 * unknown paths) is left to trpc-to-openapi's handler.
 */

type Read = {
  facts: ProcedureFacts;
  /** Its Fastify route: the OpenAPI path under /api, `{param}` as `:param`. */
  route: string;
  pattern: RegExp;
  takesInput: boolean;
  arrayKeys: string[];
};
export type ReadCall = { read: Read; input: Record<string, unknown> | undefined };
type Query = Record<string, string | string[] | undefined>;
type Params = Record<string, string | undefined>;

/** The query keys a procedure's input schema wants as lists, which a single value is wrapped into. */
function arrayKeysOf(schema: unknown): string[] {
  if (!instanceofZodTypeObject(schema as never)) return [];
  const shape = (schema as { shape: Record<string, Parameters<typeof instanceofZodTypeOptional>[0]> }).shape;
  const isArray = (field: (typeof shape)[string]) => instanceofZodTypeKind(field, 'array');
  return Object.entries(shape)
    .filter(([, field]) => isArray(field) || (instanceofZodTypeOptional(field) && isArray(field.unwrap())))
    .map(([key]) => key);
}

/** Every GET operation of the router, with what turns its request into its procedure's input. */
export function restReads(router: AnyTRPCRouter): Read[] {
  const reads: Read[] = [];
  for (const facts of proceduresOf(router).values()) {
    const openapi = facts.meta.openapi;
    if (openapi?.method !== 'GET' || facts.type !== 'query') continue;
    const schema = unwrapZodType(getInputOutputParsers(facts.procedure).inputParser, true);
    // What trpc-to-openapi does on each call, once: query text is coerced to the schema's numbers, booleans and dates.
    if (instanceofZodTypeObject(schema)) coerceSchema(schema);
    reads.push({
      facts,
      route: `/api${openapi.path.replace(/\{(\w+)\}/g, ':$1')}`,
      pattern: getPathRegExp(normalizePath(openapi.path)),
      takesInput: !instanceofZodTypeLikeVoid(schema),
      arrayKeys: arrayKeysOf(schema),
    });
  }
  return reads;
}

/**
 * A read's input from Fastify's parse of the query and the path's parameters (decoded): the
 * query's values, a list where the schema wants one, the parameters over them.
 */
export function readInput(read: Read, query: Query, params: Params | undefined): ReadCall {
  if (!read.takesInput) return { read, input: undefined };
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) input[key] = Array.isArray(value) && value.length === 1 ? value[0] : value;
  }
  for (const key of read.arrayKeys) if (input[key] !== undefined && !Array.isArray(input[key])) input[key] = [input[key]];
  return { read, input: { ...input, ...params } };
}

/** C0 controls and the space: URL parsing trims them from both ends of a URL (WHATWG URL). */
// eslint-disable-next-line no-control-regex -- these control characters are what URL parsing trims
const URL_TRIMMED = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/** A URL as trpc-to-openapi's `new URL()` leaves it: trimmed at both ends, tabs and line breaks dropped. */
const asUrlParsingLeavesIt = (url: string) => url.replace(URL_TRIMMED, '').replace(/[\t\n\r]/g, '');

/**
 * Whether a path parameter, as Fastify's router found it, may name another read once URL parsing
 * has trimmed the URL: an empty one ("/offers/"), or one ending in a control character or a space.
 */
// eslint-disable-next-line no-control-regex -- as above
export const trimmedByUrlParsing = (param: string) => param === '' || /[\u0000-\u0020]$/.test(param);

/**
 * The read a GET names, matched as trpc-to-openapi matches it (any letter case, a trailing slash),
 * and its input: `url` is the request's URL below /api with its path parameters decoded, `query`
 * Fastify's parse of its query. Undefined when no read has this path.
 */
export function readCall(reads: Read[], url: string, query: Query): ReadCall | undefined {
  const pathname = normalizePath(asUrlParsingLeavesIt(url).split('?', 1)[0]!);
  for (const read of reads) {
    const match = read.pattern.exec(pathname);
    if (match) return readInput(read, query, match.groups);
  }
  return undefined;
}

/** Runs a read's procedure in `ctx` (whose headers land in `headers`): its answer as trpc-to-openapi would have sent it. */
export async function answerRead(
  { read, input }: ReadCall,
  ctx: Context,
  headers: AnswerHeaders,
  onError: (failure: { error: TRPCError; path: string }) => void,
): Promise<HeldAnswer> {
  headers['content-type'] = 'application/json';
  try {
    const data: unknown = await runProcedure(read.facts.procedure, {
      path: read.facts.path,
      getRawInput: () => Promise.resolve(input),
      ctx,
      type: 'query',
      signal: undefined,
      batchIndex: 0,
    });
    // Undefined when the procedure answers nothing (JSON.stringify(undefined)).
    const body: string | undefined = JSON.stringify(data);
    return { status: 200, headers, body };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    onError({ error, path: read.facts.path });
    return { status: getHTTPStatusCodeFromError(error), headers, body: JSON.stringify(restError(error)) };
  }
}
