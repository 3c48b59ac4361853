import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import {
  BAD_AUTHORIZATION,
  base64url,
  CALLERS,
  DEEP_JSON,
  fuzzMultipart,
  fuzzOperation,
  ODD_STRINGS,
  operations,
  random,
  reseed,
  type Caller,
  type FuzzRequest,
} from './helpers/fuzz-requests.ts';
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

// ---------- checking answers ----------

/** What must never reach a client: stack frames, file paths, SQL, the ORM's name, raw error text. */
const LEAKS = [/at \//, /node_modules/i, /SELECT /, /prisma/i, /Error:/];

/**
 * The answer's text without what the request itself sent, nor any odd value of the corpus: a store
 * that saves a name such as "1 UNION SELECT password FROM users" and shows it back (to this request,
 * or to a later one of the run) has leaked nothing.
 */
function unsent(answer: string, request: Pick<FuzzRequest, 'payload'>): string {
  const sent: string[] = ODD_STRINGS.map((text) => JSON.stringify(text).slice(1, -1));
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
    reseed();

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
    const profiles = await t.db.user.findMany({
      select: { id: true, name: true, image: true, bio: true, language: true, banglaDigits: true, emailSettings: true, pushSettings: true },
    });
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
      profiles.map(({ id, emailSettings, pushSettings, ...profile }) =>
        t.db.user.update({ where: { id }, data: { ...profile, emailSettings: emailSettings ?? {}, pushSettings: pushSettings ?? {} } }),
      ),
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
