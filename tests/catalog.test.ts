import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategories } from './helpers/fixtures.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addCategories(t.db, ['Poetry', 'Fiction', 'Science Fiction']);
});
afterAll(() => t.close());

describe('GET /api/categories (legacy shape)', () => {
  it('returns every category as { _id, category, categoryId }, by name, with its Bangla name when it has one', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((c: { category: string }) => c.category)).toEqual(['Fiction', 'Poetry', 'Science Fiction']);
    for (const c of body) {
      expect(Object.keys(c).sort()).toEqual(['_id', 'category', 'categoryBn', 'categoryId']);
      expect(c._id).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(body[2].categoryId).toBe('science-fiction');
  });

  it('is public: an Authorization header, even a bad one, is ignored', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories', headers: { authorization: 'Bearer nonsense' } });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same data over tRPC', async () => {
    const rest = (await t.app.inject({ method: 'GET', url: '/api/categories' })).json();
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/catalog.categories' });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json().result.data).toEqual(rest);
  });
});

describe('GET /api/category/{categoryId}', () => {
  it('returns the category document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category/poetry' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ category: 'Poetry', categoryId: 'poetry' });
  });

  it('returns null for a well-formed id that does not exist, as the legacy server did', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/category/no-such-category' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it.each(['Bad_Id', '%20', 'a'.repeat(65), "x'%3B DROP TABLE categories"])('rejects the malformed id %j with a 400 and a message', async (id) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/category/${id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.body).not.toMatch(/at .*\.ts|SELECT|prisma/i);
  });
});

describe('the HTTP surface around the procedures', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/path' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toMatch(/not found/i);
  });

  it('answers unknown tRPC procedures with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/trpc/catalog.nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toMatch(/no procedure/i);
  });

  it('rejects malformed JSON with a 400 JSON message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each(['/api', '/api/'])('says the API is running at %s, like the legacy GET / (the document puts GET / at /api/)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Book Store API is running');
  });

  it('reports database reachability at /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('REST reads however the path is written', () => {
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.body };
  };

  it('answers a read on its own route and, as trpc-to-openapi would, in other letter cases and with a trailing slash', async () => {
    const plain = await get('/api/categories');
    expect(plain.status).toBe(200);
    expect(await get('/api/categories/')).toEqual(plain);
    expect(await get('/api/CATEGORIES')).toEqual(plain);
  });

  it('decodes percent-encoded path parameters', async () => {
    const plain = await get('/api/category/fiction');
    expect(JSON.parse(plain.body)).toMatchObject({ category: 'Fiction', categoryId: 'fiction' });
    expect(await get('/api/category/fic%74ion')).toEqual(plain);
    expect(await get('/api/CATEGORY/fic%74ion')).toEqual(plain);
  });
});
