import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, member, type Member } from './helpers/identities.ts';
import { multipartFile } from './helpers/multipart.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let buyer: Member;
beforeAll(async () => {
  t = await createTestApp();
  buyer = await member(t, 'buyer');
});
afterAll(() => t.close());

const storedFiles = async () => fs.readdir(path.join(t.config.dataDir, 'images')).catch(() => [] as string[]);

async function upload(bytes: Uint8Array, filename: string, type: string, token = buyer.accessToken) {
  const body = await multipartFile('image', bytes, filename, type);
  return t.app.inject({ method: 'POST', url: '/api/images', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

describe('POST /api/images', () => {
  it("stores a real photo re-encoded as WebP and answers in the image host's shape", async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'cover.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(200);
    const url = res.json().data.display_url as string;
    expect(res.json()).toEqual({
      success: true,
      data: {
        display_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:3000\/images\/[0-9a-f]{32}\.webp$/),
        thumb: { url: url.replace('.webp', '-card.webp') },
      },
    });
    // Absolute on PUBLIC_URL, here the default: the listening address (see tests/rest-image-urls.test.ts).
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 800]);
    const thumb = await sharp((await t.app.inject({ method: 'GET', url: new URL(res.json().data.thumb.url).pathname })).rawPayload).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', 480, 240]);
  });

  it("turns a phone's photo upright and keeps none of its metadata: no orientation flag, no camera, no place", async () => {
    // A phone held sideways: the pixels are 600 by 400, and EXIF says to turn them a quarter (6).
    const sideways = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a7' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 36/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(sideways).metadata();
    expect([sent.orientation, sent.exif === undefined]).toEqual([6, false]);

    const res = await upload(sideways, 'IMG_0001.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    for (const url of [res.json().data.display_url, res.json().data.thumb.url] as string[]) {
      const served = await sharp((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).rawPayload).metadata();
      expect(served.height).toBeGreaterThan(served.width);
      expect([served.orientation, served.exif, served.xmp]).toEqual([undefined, undefined, undefined]);
    }
  });

  it('stores the same photo uploaded several times at once (a double-clicked upload, two sellers with one cover)', async () => {
    const png = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(png, 'same.png', 'image/png')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().data.display_url)).size).toBe(1);
    expect((await storedFiles()).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it.each([
    ['a text file renamed .jpg', () => Buffer.from('this is not an image at all'), 'photo.jpg', 'image/jpeg', 415, /not an image we accept/],
    ['an empty file', () => Buffer.alloc(0), 'empty.png', 'image/png', 400, /empty/],
    [
      'an SVG (script-capable, not accepted)',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.svg',
      'image/svg+xml',
      415,
      /not an image we accept/,
    ],
  ])('refuses %s with a 4xx message and stores nothing', async (_label, bytes, name, type, status, message) => {
    const before = await storedFiles();
    const res = await upload(bytes(), name, type);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(message);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a 20 MB image (over the 5 MB default limit) with 413 and stores nothing', async () => {
    const before = await storedFiles();
    const big = await sharp({ create: { width: 2700, height: 2700, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    const res = await upload(big, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image is too large: the limit is 5 MB.');
    expect(await storedFiles()).toEqual(before);
    // The same limit the browser checks against before uploading.
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json().imageMaxBytes).toBe(5 * 1024 * 1024);
  });

  it('refuses a request with no body at all', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...bearer(buyer.accessToken), 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a body that is not multipart, and a form without the image field', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/images', headers: bearer(buyer.accessToken), payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const body = await multipartFile('photo', png, 'a.png', 'image/png');
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...bearer(buyer.accessToken), ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toMatch(/field "image"/);
  });

  it('needs a signed-in caller', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const res = await upload(png, 'a.png', 'image/png', 'not-a-token');
    expect(res.statusCode).toBe(401);
  });
});
