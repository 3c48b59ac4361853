import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBook, addCategories } from './helpers/fixtures.ts';
import { bearer, member, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

// The image bucket failing under the store, through the real AWS SDK: a local stand-in for S3 that
// answers every request with a 500, or is gone (its port refuses connections).
let failing: http.Server;
let requests = 0;
let t: TestApp;
let seller: Member;

const bucket = (endpoint: string) => ({
  S3_BUCKET: 'covers',
  S3_ENDPOINT: endpoint,
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'KEY',
  S3_SECRET_ACCESS_KEY: 'SECRET',
  S3_PUBLIC_URL: `${endpoint}/covers`,
  CIRCUIT_OPEN_SECONDS: '60',
});

beforeAll(async () => {
  failing = http.createServer((req, res) => {
    requests += 1;
    req.resume();
    req.on('end', () =>
      res.writeHead(500, { 'content-type': 'application/xml' }).end('<Error><Code>InternalError</Code><Message>We are down.</Message></Error>'),
    );
  });
  await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
  t = await createTestApp(bucket(`http://127.0.0.1:${(failing.address() as AddressInfo).port}`));
  seller = await member(t, 'seller');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => failing.close(resolve));
});

async function upload(app: TestApp, who: Member) {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#642' } })
    .png()
    .toBuffer();
  const body = await multipartFile('image', png, 'photo.png', 'image/png');
  return app.app.inject({ method: 'POST', url: '/api/images', headers: { ...bearer(who.accessToken), ...body.headers }, payload: body.payload });
}

describe('the image bucket failing', () => {
  it('answering 500: an upload answers 503 with Retry-After and a message; once it kept failing, uploads do not call it', async () => {
    const first = await upload(t, seller);
    expect(first.statusCode).toBe(503);
    expect(Number(first.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(first.json()).toMatchObject({ message: expect.stringMatching(/^A service the store relies on \(image storage\) is not answering right now\./) });
    // Each upload stores two sizes, each tried twice: three uploads are six failed calls (past the
    // five that stop them) and twelve requests, the last arriving after the upload has answered.
    await upload(t, seller);
    await upload(t, seller);
    await until(() => Promise.resolve(requests === 12), 10_000, 'every try of the three uploads');
    const asked = requests;
    const refused = await upload(t, seller);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(requests).toBe(asked);
    expect((await t.deps.metrics.scrape()).text).toContain('bookstore_dependency_up{dependency="s3"} 0');
  });

  it('pages still render: the home page, a category, a book and the API reads', async () => {
    const category = (await addCategories(t.db, ['Outage Shelf']))[0]!;
    const bookId = await addBook(t.db, { sellerId: seller.userId, categoryId: category.id, title: 'Still Readable' });
    for (const url of ['/', `/category/${category.slug}`, `/books/${bookId}`, '/api/categories', `/api/book/${bookId}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('refusing connections: an upload answers 503 with a message', async () => {
    const gone = http.createServer();
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const port = (gone.address() as AddressInfo).port;
    await new Promise((resolve) => gone.close(resolve));
    const alone = await createTestApp(bucket(`http://127.0.0.1:${port}`));
    try {
      const res = await upload(alone, await member(alone, 'seller', 'bucket-gone'));
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/\(image storage\) is not answering right now/);
    } finally {
      await alone.close();
    }
  });
});
