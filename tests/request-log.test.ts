import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, member, type Member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The store's log as an operator reads it: one JSON line per request with its route, status,
 * duration, id and user, and every other line written while the request runs carrying its id.
 */
type Line = Record<string, unknown>;
const lines: Line[] = [];
let t: TestApp;
let buyer: Member;

beforeAll(async () => {
  const output = new PassThrough();
  let rest = '';
  output.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString('utf8')).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) if (part) lines.push(JSON.parse(part) as Line);
  });
  t = await createTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, output);
  // A route that logs through the app's own logger, as services do, in the middle of a request.
  t.app.get('/test/log-inside', (_request, reply) => {
    t.app.log.warn('written while the request runs');
    return reply.send({ ok: true });
  });
  buyer = await member(t, 'buyer', 'logged-buyer');
});
afterAll(() => t.close());

const linesOf = (requestId: string) => lines.filter((line) => line['requestId'] === requestId);

describe('the request log', () => {
  it('writes one line per request: method, route, status, duration, its id (also in X-Request-Id) and the signed-in user', async () => {
    const url = `/api/buyer-orders?email=${encodeURIComponent(buyer.email)}`;
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(buyer.accessToken) });
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = linesOf(String(requestId));
    expect(more).toEqual([]);
    expect(res.statusCode).toBe(200);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', url, route: '/api/buyer-orders', status: 200, userId: buyer.userId });
    expect(line!['ms']).toEqual(expect.any(Number));
  });

  it('names no user for a request nobody signed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const [line] = linesOf(String(res.headers['x-request-id']));
    expect(line).toMatchObject({ msg: 'request', status: 200 });
    expect(line).not.toHaveProperty('userId');
  });

  it('gives every line written while a request runs, by any logger, the id of that request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/test/log-inside' });
    const mine = linesOf(String(res.headers['x-request-id']));
    expect(mine.map((line) => line['msg'])).toEqual(['written while the request runs', 'request']);
    expect(new Set(lines.filter((line) => line['msg'] === 'written while the request runs').map((line) => line['requestId'])).size).toBe(1);
  });
});
