import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { freePort } from './helpers/server-process.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A local S3-compatible server (s3rver) stands in for S3: the real AWS SDK talks to it over HTTP.
let s3: S3rver;
let directory: string;
let endpoint: string;
let t: TestApp;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-s3-'));
  const port = await freePort();
  s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'covers', configs: [] }] });
  await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    S3_BUCKET: 'covers',
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: `${endpoint}/covers`,
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await fs.rm(directory, { recursive: true, force: true });
});

it('stores uploads and their thumbnails in the bucket and answers their public URLs', async () => {
  const buyer = await member(t, 'buyer');
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#246' } })
    .png()
    .toBuffer();
  const body = await multipartFile('image', png, 'photo.png', 'image/png');
  const res = await t.app.inject({ method: 'POST', url: '/api/images', headers: { ...bearer(buyer.accessToken), ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(200);
  const { display_url: url, thumb } = res.json().data;
  expect(url).toMatch(new RegExp(`^${endpoint}/covers/images/[0-9a-f]{32}\\.webp$`));
  for (const [link, width] of [
    [url, 900],
    [thumb.url, 480],
  ] as const) {
    const object = await fetch(link);
    expect(object.status).toBe(200);
    expect((await sharp(Buffer.from(await object.arrayBuffer())).metadata()).width).toBe(width);
  }
  // Nothing is written to local disk, and the app does not serve /images itself.
  await expect(fs.readdir(path.join(t.config.dataDir, 'images'))).rejects.toThrow();
});
