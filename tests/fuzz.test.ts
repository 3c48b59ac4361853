import fs from 'node:fs/promises';
import path from 'node:path';
import type { HTTPMethods } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { proceduresOf } from '../server/trpc/internals/procedures.ts';
import { appRouter } from '../server/trpc/router.ts';
import { TRPC_MAX_BATCH } from '../shared/constants.ts';

/**
 * Fuzzing of the REST surface, driven by its own OpenAPI document (docs/design.md: bad input
 * gets a 4xx with a clear JSON message, never a 5xx, and changes nothing). Every documented
 * operation gets wrong types, missing and unknown fields, huge strings and bodies, bad ids, broken
 * JSON and wrong content types, from an anonymous caller and from each role. The generator is
 * seeded, so a failure names a request that the next run sends again.
 *
 * No request can legitimately change data: each one is invalid, or names something that does not
 * exist (a random UUID, a category nobody made, someone else's email, a payment never started).
 * The database and the image store are compared before and after.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  required?: string[];
};
type Param = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
type Operation = { method: HTTPMethods; path: string; secured: boolean; params: Param[]; json?: Schema; multipart: boolean };
const CALLERS = ['anonymous', 'buyer', 'seller', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type FuzzRequest = {
  label: string;
  method: HTTPMethods;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Certainly invalid (or aimed at nothing that exists): must be refused with a 4xx. */
  refused: boolean;
};

// ---------- a seeded generator: the same requests on every run ----------

function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    /** `count` distinct items of `from`, in a seeded order. */
    pick<T>(from: readonly T[], count: number): T[] {
      const copy = [...from];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, count);
    },
    /** A well-formed v4 UUID that no row has. */
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  };
}
const random = seeded(20_240_611);

// ---------- the values thrown at the API ----------

const KB100 = 'x'.repeat(100 * 1024);
/** Larger than the server's 1 MB body limit. */
const OVER_1MB = JSON.stringify({ data: 'y'.repeat(1024 * 1024 + 1024) });
const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Strings that break naive code: empty, huge, control characters, SQL, paths, scripts, unicode, opaque tokens. */
const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\t\n',
  KB100,
  `${KB100}@example.com`,
  'fuzz\u0000@example.com',
  '\u0000',
  'a\r\nx-injected: 1',
  "' OR '1'='1",
  "fuzz@example.com' OR 1=1 --",
  '1; DROP TABLE users; --',
  '1 UNION SELECT password FROM users',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}%s%n',
  '{"$ne":null}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '9'.repeat(400),
  'Ünïcödé 📚 书 عربى',
  '\u202eevil',
  '\ud800',
  '\ufeff',
  'ﬁ@example.com',
  // Shaped like the opaque tokens the API hands out (base64url JSON): cursors with wrong insides.
  base64url('["1","------------------------------------"]'),
  base64url('[1e20,"00000000-0000-0000-0000-000000000000"]'),
  base64url('["2024-01-01T00:00:00Z","zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz"]'),
  base64url('["275760-09-13T00:00:00.001Z","00000000-0000-0000-0000-000000000000"]'),
  base64url('{"a":1}'),
  base64url('not json'),
];

/** Path segments that are not ids: SQL, traversal (encoded and raw), unicode, broken percent-encoding, empty. */
const BAD_SEGMENTS: readonly string[] = [
  '',
  'abc',
  '123',
  '0',
  'null',
  encodeURIComponent("' OR '1'='1"),
  encodeURIComponent('1; DROP TABLE books; --'),
  encodeURIComponent('../../etc/passwd'),
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  encodeURIComponent('📚'),
  encodeURIComponent('ünïcödé'),
  '%00',
  '%',
  '%zz',
  '%ED%A0%80',
  '%20',
  encodeURIComponent(KB100),
  '00000000-0000-0000-0000-00000000000g',
  '123e4567e89b12d3a456426614174000',
  `${'a'.repeat(8)}-${'a'.repeat(4)}-4aaa-8aaa-${'a'.repeat(12)}x`,
];

/** JSON values of each kind, for "wrong type" (those the schema allows are left out). */
const TYPED_VALUES: ReadonlyArray<[kind: string, value: unknown]> = [
  ['string', 'text'],
  ['number', 1.5],
  ['number', -1],
  ['integer', 1e308],
  ['boolean', true],
  ['null', null],
  ['array', []],
  ['array', ['x', 1]],
  ['object', {}],
  ['object', { nested: { deeper: [1] } }],
];

const ODD_NUMBERS: readonly number[] = [0, -1, -0, 0.001, 1.005, 1e21, Number.MAX_SAFE_INTEGER + 2, 2 ** 31];

const INVALID_JSON: readonly string[] = [
  '{',
  '{"a":',
  "{'a': 1}",
  '{"a": 1,}',
  '{"a": 1}}',
  'undefined',
  'NaN',
  '\u0000',
  '['.repeat(50_000),
  '{"a": "\\ud800\\u"}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
];

/** A JSON document nested far deeper than any real one (still valid JSON). */
const DEEP_JSON = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

const NOT_OBJECTS: readonly string[] = ['[]', '[{}]', 'null', '0', '"text"', 'true'];

/** Authorization headers that prove nothing (sent in place of the anonymous caller's none). */
const BAD_AUTHORIZATION: readonly string[] = [
  'Bearer',
  'Bearer ',
  'Bearer a b',
  'Basic dXNlcjpwYXNz',
  `Bearer ${base64url('{"alg":"none","typ":"JWT"}')}.${base64url('{"iss":"book-store","sub":"00000000-0000-0000-0000-000000000000","email":"a@b.c"}')}.`,
  `Bearer ${base64url('{"alg":"HS256"}')}.${base64url('{"iss":"book-store"}')}.${base64url('not the signature')}`,
  `Bearer ${'t'.repeat(20_000)}`,
];

/**
 * Well-formed values that point at nothing: a category nobody made, an account that is not the
 * caller's, a payment this store never started. With them a request that passes validation still
 * changes nothing.
 */
const DEAD_VALUES: Record<string, string> = {
  email: 'fuzz.nobody@example.com',
  categoryId: 'no-such-category',
  phone: '+8801700000000',
  image: '/images/fuzz.webp',
  clientSecret: 'fuzz-not-a-client-secret',
  cardNumber: '4242424242424242',
  expiry: '12/34',
  cvc: '123',
};

// ---------- reading the OpenAPI document ----------

const types = (schema: Schema) => [schema.type ?? []].flat();

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([pathTemplate, ops]) =>
    Object.entries(ops).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content ?? {};
      return {
        method: method.toUpperCase(),
        path: pathTemplate,
        secured: Array.isArray(op.security) && op.security.length > 0,
        params: (op.parameters as Param[] | undefined) ?? [],
        json: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
}

/**
 * Writes to the caller's own profile and email settings. Every other write here is aimed at
 * nothing, so it must be refused; on these, any well-formed value is a legitimate edit of oneself
 * (a name may read "' OR 1=1 --"), so only what the schema refuses must be. Profiles and settings
 * are put back before the database is compared, so anything else such a write changed still shows.
 */
const OWN_PROFILE_WRITES = new Set(['PATCH /me', 'PUT /me/email-settings']);

/** A well-formed value for a field or parameter, aimed at nothing (see DEAD_VALUES). */
function deadValue(name: string, schema: Schema): unknown {
  if (name in DEAD_VALUES) return DEAD_VALUES[name];
  if (schema.format === 'uuid') return random.uuid();
  if (schema.enum) return schema.enum[0];
  const kinds = types(schema);
  if (kinds.includes('number') || kinds.includes('integer')) return 1;
  if (kinds.includes('boolean')) return false;
  return 'fuzz';
}

/** True when the schema refuses this text as a path or query value (numbers are read as z.coerce.number reads them). */
function refusesText(schema: Schema, text: string): boolean {
  const kinds = types(schema);
  if (kinds.includes('number') || kinds.includes('integer')) {
    const n = Number(text);
    return !Number.isFinite(n) || (kinds.includes('integer') && !Number.isInteger(n)) || n < (schema.minimum ?? -Infinity) || n > (schema.maximum ?? Infinity);
  }
  // The server trims most text before checking it: refused only when both forms are.
  return [text, text.trim()].every(
    (s) =>
      (schema.enum !== undefined && !schema.enum.includes(s)) ||
      s.length < (schema.minLength ?? 0) ||
      s.length > (schema.maxLength ?? Infinity) ||
      (schema.pattern !== undefined && !new RegExp(schema.pattern).test(s)),
  );
}

const safeDecode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** Texts for the URL: lone surrogates cannot be percent-encoded, so they go as broken UTF-8 (BAD_SEGMENTS). */
const URL_STRINGS = ODD_STRINGS.filter((s) => safeDecode(encodeURIComponentSafe(s)) !== null);
function encodeURIComponentSafe(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

// ---------- building requests ----------

/** The requests for one operation, as one caller (without the caller's Authorization header). */
/** `pathMethods`: the methods the document has on the operation's path (another method there must be refused). */
function fuzzOperation(op: Operation, pathMethods: ReadonlySet<string>): FuzzRequest[] {
  const isRead = op.method === 'GET';
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const base = {
    path: Object.fromEntries(pathParams.map((p) => [p.name, encodeURIComponent(String(deadValue(p.name, p.schema)))])),
    query: Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, String(deadValue(p.name, p.schema))])) as Record<
      string,
      string | string[]
    >,
    body: Object.fromEntries(Object.entries(op.json?.properties ?? {}).map(([name, s]) => [name, deadValue(name, s)])) as Record<string, unknown>,
  };
  const headers: Record<string, string> = op.params.some((p) => p.in === 'header' && p.name === 'Stripe-Signature')
    ? { 'stripe-signature': 't=1,v1=fuzz' }
    : {};
  const url = (segments = base.path, query = base.query) => {
    const pathname = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => segments[name]!);
    const search = Object.entries(query)
      .flatMap(([k, v]) => [v].flat().map((one) => `${encodeURIComponent(k)}=${encodeURIComponentSafe(one)}`))
      .join('&');
    return `/api${pathname}${search ? `?${search}` : ''}`;
  };
  const requests: FuzzRequest[] = [];
  const ownProfile = OWN_PROFILE_WRITES.has(`${op.method} ${op.path}`);
  /**
   * Writes never succeed here (every one is invalid or aimed at nothing), except a well-formed edit
   * of one's own profile (`legit`); reads only when the input is refused.
   */
  const add = (label: string, parts: Partial<FuzzRequest>, refused = false, legit = false) =>
    requests.push({ label, method: op.method, url: url(), headers, refused: refused || (!isRead && !legit), ...parts });
  const json = (body: unknown, contentType = 'application/json') => ({
    headers: { ...headers, 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const baseBody = op.json || !isRead ? json(base.body) : {};

  for (const p of pathParams) {
    const segments = [...random.pick(BAD_SEGMENTS, 12), ...random.pick(URL_STRINGS, 4).map(encodeURIComponentSafe)];
    for (const segment of segments) {
      // A "." or ".." segment (plain or %2e) is resolved away by the client before sending (inject,
      // like curl and browsers, parses the URL): what arrives is another operation's path, not a bad
      // value of this one. tests/security.test.ts sends such paths raw.
      if (/^(?:\.|%2e){1,2}$/i.test(segment)) continue;
      const decoded = safeDecode(segment);
      // The server reads the segment decoded, keeping path characters (and broken escapes) encoded:
      // refused when every way of reading it is.
      const readings = decoded === null ? [segment] : [decoded, decoded.replace(/[\s/?#%]/g, encodeURIComponent)];
      const refused = segment === '' || readings.every((text) => refusesText(p.schema, text));
      add(`path ${p.name}=${segment.slice(0, 40)}`, { url: url({ ...base.path, [p.name]: segment }), ...baseBody }, refused);
    }
  }

  for (const p of queryParams) {
    if (p.required) {
      const { [p.name]: _dropped, ...rest } = base.query;
      add(`query without ${p.name}`, { url: url(base.path, rest) }, true);
    }
    add(`query ${p.name} repeated`, { url: url(base.path, { ...base.query, [p.name]: ['1', 'x@y.z'] }) }, true);
    const numeric = types(p.schema).some((k) => k === 'number' || k === 'integer');
    const texts = numeric
      ? ['abc', '1.5', '-1', '1e309', 'NaN', 'Infinity', '0x10', '', ' ', '99999999999', ...random.pick(URL_STRINGS, 4)]
      : random.pick(URL_STRINGS, 8);
    for (const text of texts) {
      add(`query ${p.name}=${JSON.stringify(text.slice(0, 40))}`, { url: url(base.path, { ...base.query, [p.name]: text }) }, refusesText(p.schema, text));
    }
  }
  const [firstQuery] = queryParams;
  if (firstQuery) {
    // Unknown parameters, always next to a value the schema refuses (two values for one).
    const query = { ...base.query, role: 'admin', isAdmin: 'true', ['__proto__']: 'x', [firstQuery.name]: ['NaN', 'x'] };
    add('query with unknown parameters', { url: url(base.path, query) }, true);
  }

  const properties = Object.entries(op.json?.properties ?? {});
  if (op.json && properties.length) {
    for (const [name, schema] of properties) {
      const allowed = types(schema);
      const wrong = TYPED_VALUES.filter(
        ([kind, value]) =>
          !allowed.includes(kind) &&
          !(kind === 'integer' && allowed.includes('number')) &&
          !(kind === 'number' && allowed.includes('integer') && Number.isInteger(value)),
      );
      for (const [kind, value] of random.pick(wrong, 5)) add(`body ${name}: ${kind} ${JSON.stringify(value)}`, json({ ...base.body, [name]: value }));
      if (allowed.includes('string')) {
        for (const text of random.pick(ODD_STRINGS, 3))
          add(`body ${name}=${JSON.stringify(text.slice(0, 40))}`, json({ ...base.body, [name]: text }), false, ownProfile && !refusesText(schema, text));
      }
      if (allowed.includes('number')) for (const n of random.pick(ODD_NUMBERS, 2)) add(`body ${name}=${n}`, json({ ...base.body, [name]: n }));
    }
    for (const name of op.json.required ?? []) {
      const { [name]: _dropped, ...rest } = base.body;
      add(`body without ${name}`, json(rest));
    }
    add('body empty object', json({}), false, ownProfile && !op.json.required?.length);
    const [wrongName] = random.pick(properties, 1)[0]!;
    add('body with unknown fields and a wrong type', json({ ...base.body, role: 'admin', isAdmin: true, userId: random.uuid(), [wrongName]: { wrong: true } }));
  } else if (op.json) {
    // Nothing in the body to get wrong: unknown fields go with a content type the API refuses.
    add('body with unknown fields as text/plain', json({ role: 'admin', isAdmin: true }, 'text/plain'));
  }

  if (op.json || (!isRead && !op.multipart)) {
    // The same for every operation (Fastify and the REST adapter read bodies before any procedure):
    // each operation and caller gets a sample.
    const bodies: Array<[string, Partial<FuzzRequest>]> = [
      ...NOT_OBJECTS.map((text): [string, Partial<FuzzRequest>] => [`body ${text}`, json(text)]),
      ['body [base]', json([base.body])],
      ...INVALID_JSON.map((text): [string, Partial<FuzzRequest>] => [`invalid JSON ${JSON.stringify(text.slice(0, 30))}`, json(text)]),
      ['deeply nested JSON', json(DEEP_JSON)],
      ['body over 1 MB', json(OVER_1MB)],
      ['empty JSON body', json('')],
      ['JSON as text/plain', json(base.body, 'text/plain')],
      ['JSON as application/xml', json(`<a>${JSON.stringify(base.body)}</a>`, 'application/xml')],
      [
        'JSON as form-urlencoded',
        json(new URLSearchParams(Object.entries(base.body).map(([k, v]): [string, string] => [k, String(v)])).toString(), 'application/x-www-form-urlencoded'),
      ],
      ['JSON as multipart', json(`--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n`, 'multipart/form-data; boundary=b')],
      ['JSON under a made-up type', json(base.body, 'application/jsonx')],
      ['body without a content type', { payload: JSON.stringify(base.body), headers }],
    ];
    for (const [label, parts] of random.pick(bodies, 12)) add(label, parts);
  }

  // Methods the path does not have.
  if (!pathMethods.has('PUT')) add('PUT on the path', { method: 'PUT', ...json(base.body) }, true);
  add('OPTIONS on the path', { method: 'OPTIONS' }, true);
  return requests;
}

/** The multipart operations (POST /images): bodies that are anything but one accepted image. */
async function fuzzMultipart(op: Operation): Promise<FuzzRequest[]> {
  const url = `/api${op.path}`;
  const form = (field: string, bytes: Uint8Array | string, name: string, type: string) =>
    multipartFile(field, typeof bytes === 'string' ? Buffer.from(bytes) : bytes, name, type);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const parts: Array<[string, { headers: Record<string, string>; payload: Buffer }]> = [
    ['text as image', await form('image', 'hello, not an image', 'a.png', 'image/png')],
    ['empty file', await form('image', '', 'a.png', 'image/png')],
    ['PNG header then junk', await form('image', Buffer.concat([png, Buffer.from(KB100.slice(0, 2000))]), 'a.png', 'image/png')],
    ['GIF header then junk', await form('image', 'GIF89a\u0001\u0000\u0001\u0000junk', 'a.gif', 'image/gif')],
    ['SVG with script', await form('image', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg', 'image/svg+xml')],
    ['file in another field', await form('photo', png, 'a.png', 'image/png')],
    ['file over IMAGE_MAX_BYTES', await form('image', Buffer.alloc(80 * 1024, 1), 'big.png', 'image/png')],
    ['path traversal file name', await form('image', 'junk', '../../../etc/passwd', 'image/png')],
  ];
  const requests: FuzzRequest[] = parts.map(([label, body]) => ({
    label: `multipart ${label}`,
    method: 'POST',
    url,
    headers: body.headers,
    payload: body.payload,
    refused: true,
  }));
  const boundary = '----fuzz';
  const raw = (label: string, contentType: string, payload: string | Buffer) =>
    requests.push({ label, method: 'POST', url, headers: { 'content-type': contentType }, payload, refused: true });
  raw(
    'multipart with a text field named image',
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="image"\r\n\r\nnot a file\r\n--${boundary}--\r\n`,
  );
  raw(
    'multipart cut short',
    `multipart/form-data; boundary=${boundary}`,
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${png.toString('latin1')}`,
  );
  raw('multipart without parts', `multipart/form-data; boundary=${boundary}`, `--${boundary}--\r\n`);
  raw(
    'multipart with a wrong boundary',
    `multipart/form-data; boundary=${boundary}`,
    '--other\r\nContent-Disposition: form-data; name="image"\r\n\r\nx\r\n--other--\r\n',
  );
  raw('multipart without a boundary', 'multipart/form-data', `--${boundary}\r\n\r\n`);
  raw('multipart with garbage headers', `multipart/form-data; boundary=${boundary}`, `--${boundary}\r\n\u0000\u0001garbage\r\n\r\nx\r\n--${boundary}--\r\n`);
  raw(
    'multipart with too many parts',
    `multipart/form-data; boundary=${boundary}`,
    `${Array.from({ length: 20 }, (_v, i) => `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join('')}--${boundary}--\r\n`,
  );
  raw('JSON instead of multipart', 'application/json', JSON.stringify({ image: 'data:image/png;base64,AAAA' }));
  raw('text instead of multipart', 'text/plain', 'image');
  raw('form-urlencoded instead of multipart', 'application/x-www-form-urlencoded', 'image=abc');
  raw('invalid JSON instead of multipart', 'application/json', '{');
  raw('over 1 MB of JSON instead of multipart', 'application/json', OVER_1MB);
  return requests;
}

// ---------- checking answers ----------

/** What must never reach a client: stack frames, file paths, SQL, the ORM's name, raw error text. */
const LEAKS = [/at \//, /node_modules/i, /SELECT /, /prisma/i, /Error:/];

/**
 * The answer's text without what the request itself sent: a store that saves a name such as
 * "1 UNION SELECT password FROM users" and shows it back has leaked nothing.
 */
function unsent(answer: string, request: Pick<FuzzRequest, 'payload'>): string {
  const sent: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') sent.push(JSON.stringify(value).slice(1, -1));
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  try {
    collect(JSON.parse(request.payload?.toString() ?? 'null'));
  } catch {
    // Not JSON: nothing of it can come back as a saved value.
  }
  return sent.filter((text) => text.length > 0).reduce((text, value) => text.split(value).join(''), answer);
}

function problemsWith(request: FuzzRequest, res: { statusCode: number; body: string; headers: Record<string, unknown> }): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`status ${res.statusCode}`);
  if (request.refused && res.statusCode < 400) problems.push(`accepted with ${res.statusCode}`);
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    problems.push('body is not JSON');
  }
  if (!String(res.headers['content-type']).startsWith('application/json')) problems.push(`content-type ${String(res.headers['content-type'])}`);
  // The legacy token exchange's documented refusal is the one error without a message.
  const legacyRefusal = request.url.startsWith('/api/jwt') && res.statusCode === 403 && JSON.stringify(body) === '{"accessToken":"forbidden"}';
  const message = (body as { message?: unknown } | null)?.message;
  if (res.statusCode >= 400 && !legacyRefusal && !(typeof message === 'string' && message.trim())) problems.push('no message');
  for (const leak of LEAKS) if (leak.test(unsent(res.body, request))) problems.push(`leaks ${leak}`);
  return problems;
}

// ---------- the database, before and after ----------

/** Row count and a checksum of every table's contents; tables are read from the catalog, so new ones count too. */
async function snapshot(databaseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `SELECT format('%I.%I', table_schema, table_name) AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')
         -- Rate-limit counters change with every call by design.
         AND table_name <> 'rate_limits' ORDER BY 1`,
    );
    const sums: Record<string, string> = {};
    for (const { name } of tables) {
      // Rows in the order of their text, so tables without a primary key are covered too.
      const { rows } = await client.query<{ n: string; sum: string }>(
        `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM ${name} t`,
      );
      sums[name] = `${rows[0]!.n} rows, md5 ${rows[0]!.sum}`;
    }
    return sums;
  } finally {
    await client.end();
  }
}

async function inBatches<T>(items: readonly T[], width: number, each: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await each(items[next++]!);
    }),
  );
}

// ---------- the run ----------

let t: TestApp;
let callers: Record<Exclude<Caller, 'anonymous'>, Member>;
beforeAll(async () => {
  t = await createTestApp({
    // Thousands of writes as one identity: limits far above them. A small upload limit, so "too large" is cheap to send.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000',
    RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
    RATE_LIMIT_READS_PER_MINUTE: '10000000',
    IMAGE_MAX_BYTES: String(64 * 1024),
  });
  const [buyer, seller, admin] = await Promise.all([member(t, 'buyer', 'fuzz-buyer'), member(t, 'seller', 'fuzz-seller'), member(t, 'admin', 'fuzz-admin')]);
  callers = { buyer, seller, admin };
  // Something to protect: a catalog, a listing and an order on it.
  const [category] = await addCategories(t.db, ['Fiction', 'Poetry']);
  const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId: category!.id, title: 'Fuzz Target', advertise: true });
  await addBook(t.db, { sellerId: seller.userId, categoryId: category!.id, title: 'Second Target', priceMinor: 12_000 });
  await t.db.order.create({
    data: {
      bookId,
      liveBookId: bookId,
      buyerId: buyer.userId,
      sellerId: seller.userId,
      title: 'Fuzz Target',
      author: 'Some Author',
      priceMinor: 35_000,
      imageUrl: '/images/c.webp',
      sellerEmail: seller.email,
      sellerPhone: '+8801700000000',
      sellerLocation: 'Dhaka',
      buyerEmail: buyer.email,
      buyerPhone: '+8801700000001',
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  });
});
afterAll(() => t.close());

describe('fuzzing every operation of /api/openapi.json', () => {
  it('answers every invalid request with a 4xx JSON message, leaks nothing and changes nothing', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(30);

    const requests: FuzzRequest[] = [];
    const methodsOf = (path: string) => new Set(ops.filter((o) => o.path === path).map((o) => o.method));
    for (const op of ops) {
      const own = op.multipart ? await fuzzMultipart(op) : fuzzOperation(op, methodsOf(op.path));
      for (const caller of CALLERS) {
        const auth = caller === 'anonymous' ? {} : bearer(callers[caller].accessToken);
        // Each caller gets its own sample of the odd values (multipart bodies are fixed), so together they cover more.
        const mine = caller === 'anonymous' || op.multipart ? own : fuzzOperation(op, methodsOf(op.path));
        requests.push(...mine.map((r) => ({ ...r, label: `${caller} ${op.method} ${op.path}: ${r.label}`, headers: { ...r.headers, ...auth } })));
      }
      for (const authorization of BAD_AUTHORIZATION) {
        const [sample] = random.pick(own, 1);
        requests.push({
          ...sample!,
          label: `bad token ${op.method} ${op.path}: ${sample!.label}`,
          headers: { ...sample!.headers, authorization },
          refused: sample!.refused || op.secured,
        });
      }
    }

    const imagesDir = path.join(t.config.dataDir, 'images');
    const profiles = await t.db.user.findMany({ select: { id: true, name: true, image: true, bio: true, emailSettings: true } });
    const before = { db: await snapshot(t.databaseUrl), images: await fs.readdir(imagesDir) };
    const histogram: Record<number, number> = {};
    const failures: string[] = [];
    const started = Date.now();
    await inBatches(requests, 8, async (request) => {
      const res = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers,
        ...(request.payload !== undefined && { payload: request.payload }),
      });
      histogram[res.statusCode] = (histogram[res.statusCode] ?? 0) + 1;
      const problems = problemsWith(request, res);
      if (problems.length) failures.push(`${request.label} -> ${res.statusCode} ${problems.join(', ')}: ${res.body.slice(0, 300)}`);
    });
    // The callers' own edits of their profiles (OWN_PROFILE_WRITES) are put back; any other change still shows.
    await Promise.all(
      profiles.map(({ id, emailSettings, ...profile }) => t.db.user.update({ where: { id }, data: { ...profile, emailSettings: emailSettings ?? {} } })),
    );
    const after = { db: await snapshot(t.databaseUrl), images: await fs.readdir(imagesDir) };

    console.log(`fuzz: ${requests.length} requests over ${ops.length} operations in ${Date.now() - started} ms; statuses ${JSON.stringify(histogram)}`);
    expect(requests.length).toBeGreaterThan(3000);
    expect(failures.slice(0, 40), `${failures.length} bad answers`).toEqual([]);
    expect(after).toEqual(before);
  }, 120_000);
});

describe('fuzzing batched tRPC calls', () => {
  /** Inputs no procedure takes: every object input refuses them, and the void ones are reads. */
  const ODD = [null, [], 'text', 42, true, [[[[]]]], '\u0000', 'x'.repeat(5000), [{ a: 1 }]];
  const procedures = [...proceduresOf(appRouter).values()].map(({ path, type }) => ({ name: path, type }));

  it('answers every call of every batch, mutations and queries, with a 4xx message or data; leaks nothing and changes nothing', async () => {
    const mutations = procedures.filter((p) => p.type === 'mutation').map((p) => p.name);
    const queries = procedures.filter((p) => p.type === 'query').map((p) => p.name);
    expect(mutations.length).toBeGreaterThan(10);
    type Batch = { label: string; method: 'GET' | 'POST'; url: string; headers: Record<string, string>; payload?: string; calls: number };
    const batches: Batch[] = [];
    for (const caller of CALLERS) {
      const auth = caller === 'anonymous' ? {} : bearer(callers[caller].accessToken);
      for (let i = 0; i < 40; i++) {
        const names = random.pick(mutations, random.pick([1, 2, 3, 4, 5, 6], 1)[0]!);
        const inputs = names.map(() => random.pick(ODD, 1)[0]);
        const url = `/trpc/${names.join(',')}?batch=1`;
        batches.push({
          label: `${caller} POST ${url}`,
          method: 'POST',
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify(Object.fromEntries(inputs.map((v, k) => [k, v]))),
          calls: names.length,
        });
        const reads = random.pick(queries, random.pick([1, 2, 3, 4], 1)[0]!);
        const input = encodeURIComponent(JSON.stringify(Object.fromEntries(reads.map((_, k) => [k, random.pick(ODD, 1)[0]]))));
        batches.push({
          label: `${caller} GET ${reads.join(',')}`,
          method: 'GET',
          url: `/trpc/${reads.join(',')}?batch=1&input=${input}`,
          headers: auth,
          calls: reads.length,
        });
      }
      // Broken batches: a body that is not an object of inputs, a missing input, a procedure that does not exist, a huge batch.
      for (const payload of ['[1,2]', 'null', '"x"', '{"5":{}}', '{', '{"0":{"__proto__":{"admin":true}}}']) {
        batches.push({
          label: `${caller} odd batch body ${payload}`,
          method: 'POST',
          url: '/trpc/books.add,orders.book?batch=1',
          headers: { ...auth, 'content-type': 'application/json' },
          payload,
          calls: 2,
        });
      }
      batches.push({
        label: `${caller} unknown procedure`,
        method: 'POST',
        url: '/trpc/books.add,nothing.here?batch=1',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: '{"0":null,"1":null}',
        calls: 2,
      });
      for (const size of [TRPC_MAX_BATCH + 1, 300]) {
        const url = `/trpc/${Array(size).fill('moderation.report').join(',')}?batch=1`;
        const payload = JSON.stringify(Object.fromEntries(Array.from({ length: size }, (_, k) => [k, { bookId: random.uuid(), reason: 'other' }])));
        batches.push({
          label: `${caller} ${size} calls (over TRPC_MAX_BATCH)`,
          method: 'POST',
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload,
          calls: size,
        });
      }
    }

    const before = await snapshot(t.databaseUrl);
    const failures: string[] = [];
    let calls = 0;
    await inBatches(batches, 8, async (batch) => {
      const res = await t.app.inject({
        method: batch.method,
        url: batch.url,
        headers: batch.headers,
        ...(batch.payload !== undefined && { payload: batch.payload }),
      });
      calls += batch.calls;
      let body: unknown;
      try {
        body = JSON.parse(res.body);
      } catch {
        failures.push(`${batch.label}: not JSON`);
        return;
      }
      const problems: string[] = [];
      if (Array.isArray(body)) {
        for (const answer of body as Array<{ result?: unknown; error?: { message?: string; data?: { httpStatus?: number } } }>) {
          if (answer.result !== undefined) continue;
          const status = answer.error?.data?.httpStatus ?? 0;
          if (status >= 500 || status < 400) problems.push(`call answered ${status}`);
          if (!answer.error?.message?.trim()) problems.push('a call without a message');
        }
      } else {
        // Refused as a whole (too many calls, a broken body, a path too long) with one error.
        const whole = body as { message?: unknown; error?: { message?: unknown } };
        const message = whole.error?.message ?? whole.message;
        if (res.statusCode < 400) problems.push(`whole batch answered ${res.statusCode}`);
        if (typeof message !== 'string' || !message.trim()) problems.push('no message');
      }
      if (res.statusCode >= 500) problems.push(`HTTP ${res.statusCode}`);
      for (const leak of LEAKS) if (leak.test(res.body)) problems.push(`leaks ${leak}`);
      if (problems.length) failures.push(`${batch.label} -> ${res.statusCode} ${[...new Set(problems)].join(', ')}: ${res.body.slice(0, 200)}`);
    });
    const after = await snapshot(t.databaseUrl);
    console.log(`fuzz: ${batches.length} tRPC batches carrying ${calls} calls`);
    expect(failures.slice(0, 30), `${failures.length} bad answers`).toEqual([]);
    expect(after).toEqual(before);
  }, 120_000);
});

describe('what fuzzing found, pinned', () => {
  const uuid = '00000000-0000-4000-8000-000000000000';
  const cursor = (value: unknown, id: string) => base64url(JSON.stringify([value, id]));

  it('reads ?__proto__= like any other unknown query parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/books/search?q=fuzz&__proto__=x' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses NUL characters on both surfaces instead of failing in the database', async () => {
    const urls = [
      '/api/books/search?location=%00',
      `/api/user?email=${encodeURIComponent('a\u0000@example.com')}`,
      `/trpc/catalog.search?input=${encodeURIComponent(JSON.stringify({ location: 'a\u0000' }))}`,
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearer(callers.admin.accessToken) });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('refuses search cursors it did not give out, whatever they hold', async () => {
    const forged: Array<[sort: string, cursor: string]> = [
      ['newest', cursor('1', uuid)],
      ['newest', cursor('0000-01-01T00:00:00.000Z', uuid)],
      ['newest', cursor('2024-01-01T00:00:00.000Z', '-'.repeat(36))],
      ['price_asc', cursor(1e20, uuid)],
    ];
    for (const [sort, text] of forged) {
      const res = await t.app.inject({ method: 'GET', url: `/api/books/search?sort=${sort}&cursor=${text}` });
      expect([res.statusCode, res.json().message], text).toEqual([400, 'That cursor is not one this search gave out.']);
    }
  });

  it('refuses JSON bodies that are not objects, or nest too deep', async () => {
    for (const payload of ['[]', 'null', '"text"', '1', DEEP_JSON]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/notifications/read',
        headers: { ...bearer(callers.buyer.accessToken), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 20)).toBe(400);
    }
  });

  it('answers a broken multipart form with a 400', async () => {
    const requests = (await fuzzMultipart({ method: 'POST', path: '/images', secured: true, params: [], multipart: true })).filter((r) =>
      /cut short|without a boundary|wrong boundary/.test(r.label),
    );
    expect(requests).toHaveLength(3);
    for (const r of requests) {
      const res = await t.app.inject({ method: 'POST', url: r.url, headers: { ...r.headers, ...bearer(callers.buyer.accessToken) }, payload: r.payload! });
      expect(res.statusCode, r.label).toBe(400);
    }
  });
});
