import { randomUUID } from 'node:crypto';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountGone,
  Conflict,
  Forbidden,
  InvalidInput,
  NotFound,
  PaymentDeclined,
  TooSoon,
  Unavailable,
  UnsupportedMedia,
  type DomainError,
} from '../server/services/domain-errors.ts';
import { knownFailure } from '../server/trpc/errors.ts';
import { bearer, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { appWith } from './helpers/shop.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Services refuse with domain errors (server/services/domain-errors.ts), which know no transport;
 * trpc/errors.ts maps each kind to a tRPC code and HTTP status, and every surface answers with it.
 */
describe('the mapping of domain errors', () => {
  const cases: Array<[DomainError, string, number]> = [
    [new NotFound('There is no such book.'), 'NOT_FOUND', 404],
    [new Forbidden('This is not your order.'), 'FORBIDDEN', 403],
    [new Conflict('This book is sold.'), 'CONFLICT', 409],
    [new InvalidInput('That cursor is not one this search gave out.'), 'BAD_REQUEST', 400],
    [new UnsupportedMedia('That file is not an image we accept.'), 'UNSUPPORTED_MEDIA_TYPE', 415],
    [new AccountGone('This account no longer exists.'), 'UNAUTHORIZED', 401],
    [new PaymentDeclined('Your card was declined.'), 'PAYMENT_REQUIRED', 402],
    [new TooSoon('Try again later.'), 'TOO_MANY_REQUESTS', 429],
    [new Unavailable('The email could not be sent just now.'), 'SERVICE_UNAVAILABLE', 503],
  ];
  it.each(cases)('%s answers %s (%i) with its own words', (error, code, status) => {
    const failure = knownFailure(error)!;
    expect({ code: failure.code, status: getHTTPStatusCodeFromError(failure), message: failure.message }).toEqual({ code, status, message: error.message });
    // The domain error stays the cause, for the log.
    expect(failure.cause).toBe(error);
  });
});

describe('a service refusal on every surface', () => {
  let t: TestApp;
  let buyer: Member;
  beforeAll(async () => {
    ({ t, buyer } = await appWith(['buyer']));
  });
  afterAll(() => t.close());

  const NO_BOOK = 'There is no such book.';
  const BAD_CURSOR = 'That cursor is not one this search gave out.';
  const searchInput = encodeURIComponent(JSON.stringify({ cursor: 'nope' }));

  it('a read: REST and tRPC over GET (the store’s own answer and tRPC’s adapter) say 400 with the service’s words', async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/api/books/search?cursor=nope' });
    expect({ status: rest.statusCode, body: rest.json() }).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: BAD_CURSOR } });
    for (const headers of [{}, { 'trpc-accept': 'application/json' }]) {
      const trpc = await t.app.inject({ method: 'GET', url: `/trpc/catalog.search?input=${searchInput}`, headers });
      expect(trpc.statusCode).toBe(400);
      expect(trpc.json().error).toMatchObject({ message: BAD_CURSOR, data: { code: 'BAD_REQUEST', httpStatus: 400 } });
    }
  });

  it('a write: REST, tRPC and a tRPC batch say 404 with the service’s words', async () => {
    const bookId = randomUUID();
    const rest = await t.app.inject({ method: 'PUT', url: `/api/wishlist/${bookId}`, headers: bearer(buyer.accessToken) });
    expect({ status: rest.statusCode, body: rest.json() }).toEqual({ status: 404, body: { code: 'NOT_FOUND', message: NO_BOOK } });

    const trpc = await t.app.inject({ method: 'POST', url: '/trpc/alerts.saveBook', headers: bearer(buyer.accessToken), payload: { bookId } });
    expect(trpc.statusCode).toBe(404);
    expect(trpc.json().error).toMatchObject({ message: NO_BOOK, data: { code: 'NOT_FOUND', httpStatus: 404 } });

    const batch = await t.app.inject({
      method: 'POST',
      url: '/trpc/alerts.saveBook?batch=1',
      headers: bearer(buyer.accessToken),
      payload: { 0: { bookId } },
    });
    expect(batch.statusCode).toBe(404);
    expect(batch.json()[0].error).toMatchObject({ message: NO_BOOK, data: { code: 'NOT_FOUND', httpStatus: 404 } });
  });

  it('a plain route (the image upload) says 415 with the service’s words', async () => {
    const body = await multipartFile('image', new TextEncoder().encode('not a picture'), 'notes.png', 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/images', headers: { ...bearer(buyer.accessToken), ...body.headers }, payload: body.payload });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 415,
      body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'That file is not an image we accept: upload a JPEG, PNG, WebP or GIF.' },
    });
  });
});
