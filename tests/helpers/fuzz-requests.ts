import type { HTTPMethods } from 'fastify';
import { multipartFile } from './multipart.ts';

/**
 * Requests no store may accept, made from the REST surface's own OpenAPI document (docs/design.md:
 * bad input gets a 4xx with a clear JSON message, never a 5xx, and changes nothing): wrong types,
 * missing and unknown fields, huge strings and bodies, bad ids, broken JSON and wrong content
 * types. The generator is seeded (`reseed`), so a failure names a request the next run sends again.
 */

export type Schema = {
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
  anyOf?: Schema[];
};
export type Param = { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: Schema };
export type Operation = { method: HTTPMethods; path: string; secured: boolean; params: Param[]; json?: Schema; multipart: boolean };
export const CALLERS = ['anonymous', 'buyer', 'seller', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type FuzzRequest = {
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
/** The generator every request here draws from; `reseed` starts it over, so each test that uses it sends the same requests on every run. */
export let random = seeded(20_240_611);
export function reseed(seed = 20_240_611): void {
  random = seeded(seed);
}

// ---------- the values thrown at the API ----------

export const KB100 = 'x'.repeat(100 * 1024);
/** Larger than the server's 1 MB body limit. */
export const OVER_1MB = JSON.stringify({ data: 'y'.repeat(1024 * 1024 + 1024) });
export const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Strings that break naive code: empty, huge, control characters, SQL, paths, scripts, unicode, opaque tokens. */
export const ODD_STRINGS: readonly string[] = [
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
export const DEEP_JSON = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

const NOT_OBJECTS: readonly string[] = ['[]', '[{}]', 'null', '0', '"text"', 'true'];

/** Authorization headers that prove nothing (sent in place of the anonymous caller's none). */
export const BAD_AUTHORIZATION: readonly string[] = [
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

/** The JSON types a schema allows, those of its alternatives included (`anyOf`: true or false). */
const types = (schema: Schema): string[] => [schema.type ?? [], ...(schema.anyOf ?? []).map(types)].flat();

export function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
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
 * Writes to the caller's own profile, email and push settings. Every other write here is aimed at
 * nothing, so it must be refused; on these, any well-formed value is a legitimate edit of oneself
 * (a name may read "' OR 1=1 --"), so only what the schema refuses must be. Profiles and settings
 * are put back before the database is compared, so anything else such a write changed still shows.
 */
const OWN_PROFILE_WRITES = new Set(['PATCH /me', 'PUT /me/email-settings', 'PUT /me/push-settings']);

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
export function fuzzOperation(op: Operation, pathMethods: ReadonlySet<string>): FuzzRequest[] {
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
export async function fuzzMultipart(op: Operation): Promise<FuzzRequest[]> {
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
