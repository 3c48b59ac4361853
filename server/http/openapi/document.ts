import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { ROLES, type Role } from '../../../shared/users.ts';
import { proceduresOf } from '../../trpc/internals/procedures.ts';
import type { Meta } from '../../trpc/meta.ts';
import { appRouter } from '../../trpc/router.ts';
import { plainRoutePaths } from './plain-routes.ts';
import { errorSchema, failureResponses, type Response } from './responses.ts';

const DESCRIPTION = `
The REST surface of Book Store, a marketplace for used books. It keeps the paths, query names and
JSON shapes of the legacy server, so an old client keeps working; each operation is the same
procedure the web client calls over tRPC at \`/trpc\`.

**Signing in.** Public reads need nothing. Every other call sends \`Authorization: Bearer <token>\`:
a Firebase ID token of the store's Firebase project, or the one-hour access token \`GET /jwt\`
exchanges one for. A new account then saves its record with \`POST /users\` (choosing buyer or
seller). Booking and reporting need a verified email.

**Errors** all have one body, \`Error\`: \`{ "message", "code", "issues"? }\`. \`message\` is meant
for people; \`code\` is stable; \`issues\` lists each problem of an invalid input with its \`path\`.

**Money.** Prices are in the store currency (\`GET /config\`, \`currency\`). \`price\` and
\`resalePrice\` are the legacy decimal strings in major units (\`"350"\`, \`"350.50"\`);
\`priceMinor\` is the same amount as an integer of minor units, the currency's smallest unit
(\`35050\` is BDT 350.50; in JPY, which has no decimals, \`350\` is ¥350), for arithmetic.
Inputs accept a price as a string or a number, with at most the currency's decimals (two for
BDT, none for JPY).

**Paging.** The legacy lists answer plain arrays, newest first, all at once unless \`limit\` is
given; for the next page pass the \`_id\` of the last item as \`cursor\`; a shorter page is the last.
Search answers \`{ items, nextCursor }\`: pass \`nextCursor\` back as \`cursor\` until it is \`null\`.

**Limits.** Writes count against a per-minute limit per caller (a signed-in user, else an
address); over it, 429 with \`Retry-After\` in seconds.

**Retries.** The POSTs that create something accept an \`Idempotency-Key\` header: the same key
with the same request within 24 hours answers the first answer again and changes nothing.

**Times** are ISO 8601 in UTC (\`2026-11-24T18:30:00.000Z\`). **Images** are absolute URLs.
`.trim();

const TAGS = [
  { name: 'catalog', description: "Public reads: categories, books, search, a seller's verified status, the store's public settings." },
  { name: 'books', description: "A seller's own listings: list, change, advertise and delete them." },
  {
    name: 'orders',
    description:
      "Booking a copy (or several of one seller's in a bundle), a buyer's orders, cancelling, and an order's life after payment (handover, receipt, problems).",
  },
  {
    name: 'moderation',
    description: 'Reporting a listing to the admins (three open reports hide it until an admin decides), and the listings one has reported.',
  },
  { name: 'payments', description: "Paying for a booked order by card (Stripe, or the built-in test provider), and Stripe's webhook." },
  {
    name: 'offers',
    description:
      'Agreeing on a price: a buyer offers, the seller accepts, declines or counters (three proposals in all), and an accepted offer books the copy at the price agreed. A seller sets, per listing, whether it takes offers and a floor.',
  },
  { name: 'images', description: 'Uploading a photo for a listing or a profile.' },
  { name: 'users', description: "The caller's account: saving it, reading it, the access token, notifications." },
  {
    name: 'conversations',
    description:
      'A buyer and a seller talking about one listing: asking, the conversation list with unread counts, messages (paged, newest first), reporting a conversation.',
  },
  {
    name: 'payouts',
    description:
      "A seller's money: earnings (pending, owed, paid out, fees, refunds), the ledger of their orders, and setting up the payout account (Stripe Connect).",
  },
  {
    name: 'insights',
    description:
      "Numbers over time: a seller's views, saves, questions, offers, bookings, sales and earnings per week, and the store's sales, listings, accounts and problems per day for admins.",
  },
  { name: 'reviews', description: "Buyers rating the sellers of completed orders, sellers answering, a seller's reviews, and reporting a review." },
  {
    name: 'alerts',
    description:
      "A user's wishlist (saved books: told of a lower price, or when one can be booked again) and saved searches (told of new listings that match).",
  },
  { name: 'email', description: "The caller's email settings, and the unsubscribe link every email carries." },
  { name: 'push', description: "Push notifications on the caller's devices (Web Push): which topics come, and the browsers they come to." },
  { name: 'admin', description: "The admin's work: buyers and sellers, verification, deleting accounts, reported listings and conversations." },
  { name: 'status', description: 'Whether the API is up.' },
];

type Paths = NonNullable<OpenAPIObject['paths']>;
type HttpMethod = 'get' | 'post' | 'patch' | 'put' | 'delete';
type Operation = NonNullable<Paths[string]['get']>;
const ROLE_WORDS: Record<Role, string> = { buyer: 'a buyer', seller: 'a seller', admin: 'an admin' };

/** When a signed-in caller is refused (403), from what the procedure declares: the roles it takes, and `forbiddenWhen`. */
function forbiddenWords({ access, forbiddenWhen }: Meta): string | undefined {
  const reasons: string[] = [];
  if (typeof access === 'object') {
    reasons.push(access.length === ROLES.length ? 'has no account record yet' : `is not ${access.map((role) => ROLE_WORDS[role]).join(' or ')}`);
  }
  if (forbiddenWhen) reasons.push(forbiddenWhen);
  return reasons.length ? `The caller ${reasons.join(', or ')}.` : undefined;
}

/**
 * Every operation's failures, from the one place that knows what it is: its procedure's meta (who
 * may call it, REST path, specific failures, limit, idempotency) and its input. trpc-to-openapi's
 * own guesses are replaced, and public operations say `security: []`. Request bodies get their
 * input's example.
 */
function describeOperations(paths: Paths): void {
  for (const { path: procedurePath, type, meta, inputs } of proceduresOf(appRouter).values()) {
    if (!meta.openapi) continue;
    const operation = paths[meta.openapi.path]?.[meta.openapi.method.toLowerCase() as HttpMethod];
    if (!operation) throw new Error(`${procedurePath} is missing from the OpenAPI document`);
    // zod-openapi leaves an input's examples out where the input transforms: shown from the input itself.
    const example = (inputs[0] as { meta?: () => { examples?: unknown[] } | undefined } | undefined)?.meta?.()?.examples?.[0];
    const body = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody.content['application/json'] : undefined;
    if (body && example !== undefined) body.example = example;
    const hasInput = Boolean(operation.parameters?.length || operation.requestBody);
    const idempotent = meta.idempotent === true;
    if (idempotent) operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY];
    const signedIn = meta.access !== 'public';
    operation.security = signedIn ? [{ Authorization: [] }] : [];
    const publicRead = meta.publicRead === true;
    if (publicRead) operation.parameters = [...(operation.parameters ?? []), IF_NONE_MATCH];
    const success = operation.responses?.[200] as Response | undefined;
    const successHeaders = publicRead ? ETAG_HEADER : idempotent ? REPLAYED_HEADER : undefined;
    operation.responses = {
      200: successHeaders ? { ...success, headers: successHeaders } : success,
      ...(publicRead && { 304: NOT_MODIFIED }),
      ...failureResponses({
        hasInput,
        jsonBody: ['POST', 'PUT', 'PATCH'].includes(meta.openapi.method),
        signedIn,
        forbidden: forbiddenWords(meta),
        limit: type === 'mutation' ? (meta.limit ?? 'write') : 'read',
        database: meta.database !== false,
        idempotent,
        specific: (meta.openapi.errorResponses ?? {}) as Record<number, string>,
      }),
    };
  }
}

/** A parameter says what it is where readers (and linters) look: zod's description sits on its schema. */
function hoistParameterDescriptions(paths: Paths): void {
  for (const operation of Object.values(paths).flatMap((item) => Object.values(item) as Operation[])) {
    for (const parameter of operation.parameters ?? []) {
      if ('schema' in parameter && parameter.schema && 'description' in parameter.schema && !parameter.description) {
        parameter.description = parameter.schema.description;
      }
    }
  }
}

/** The header a creating POST honours, as the document describes it. */
const IDEMPOTENCY_KEY = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique string of yours (1 to 255 printable ASCII characters), e.g. a UUID. Send the same call again with the same ' +
    'key (after a timeout, say) and within 24 hours it answers the first answer again, with `Idempotent-Replayed: true`, ' +
    'creating nothing new. The same key with another request is a 422.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: '8f14e45f-ceea-467f-a0e6-7f2b5c3d1a90',
} as const;

/** Public reads are cacheable: each answer carries its ETag, and a client that sends it back gets 304 until it changes. */
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  required: false,
  description: 'The `ETag` of an answer you already have: while it is still current the answer is 304, without a body.',
  schema: { type: 'string' },
  example: '"Xr4ilOzQ4PCOq3aQ0qbuaQmNbDk"',
} as const;
const ETAG_HEADER = { ETag: { description: 'This version of the answer; send it as `If-None-Match` to revalidate.', schema: { type: 'string' } } };
const NOT_MODIFIED = { description: 'Not modified: the `ETag` sent in `If-None-Match` is still current.', headers: ETAG_HEADER };
const REPLAYED_HEADER = {
  'Idempotent-Replayed': {
    description: '`true` when this is the stored answer to an earlier call with the same `Idempotency-Key`.',
    schema: { type: 'string', enum: ['true'] },
  },
};

/**
 * zod writes JavaScript's safe-integer range as the bounds of every integer it does not bound
 * itself (`maximum: 9007199254740991`). No such limit is ours to promise, and a reader takes it for
 * one, so the document drops those two numbers and keeps every bound a schema sets.
 */
function withoutSafeIntegerBounds(value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  for (const inner of Object.values(node)) withoutSafeIntegerBounds(inner);
}

/** The OpenAPI document of /api: generated from the procedures, plus the plain routes. */
export function openApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Book Store API',
    description: DESCRIPTION,
    version: '1.0.0',
    baseUrl: '/api',
    license: { name: 'MIT', identifier: 'MIT' },
    contact: { name: 'The team that runs this store' },
    securitySchemes: {
      Authorization: { type: 'http', scheme: 'bearer', description: 'A Firebase ID token, or the access token from `GET /jwt`.' },
    },
  });
  withoutSafeIntegerBounds(document);
  describeOperations(document.paths ?? {});
  hoistParameterDescriptions(document.paths ?? {});
  document.paths = { ...document.paths, ...plainRoutePaths };
  document.servers = [{ url: '/api', description: 'This store: the API answers under /api of the address the store is reached at.' }];
  document.tags = TAGS;
  // trpc-to-openapi's own error schemas (error.NOT_FOUND, ...) are replaced by the one Error.
  const generated = Object.entries(document.components?.schemas ?? {}).filter(([name]) => !name.startsWith('error.'));
  document.components = { ...document.components, schemas: { ...Object.fromEntries(generated), Error: errorSchema as never } };
  return document;
}
