import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * The back of a book as a phone would film it: a dark cover, the printed EAN-13 of `isbn` (drawn by
 * bwip-js, an independent barcode writer, with its digits under it) on a white label, held a little
 * askew. Raw RGB, WIDTH x HEIGHT.
 */
async function backCoverRgb(isbn: string): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({
    bcid: 'ean13',
    text: isbn,
    scale: 3,
    height: 18,
    includetext: true,
    guardwhitespace: true,
    backgroundcolor: 'ffffff',
  });
  const label = await sharp(barcode)
    .extend({ top: 24, bottom: 24, left: 24, right: 24, background: '#ffffff' })
    .rotate(-4, { background: '#3b2f5c' })
    .png()
    .toBuffer();
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#3b2f5c' } })
    .composite([{ input: label, gravity: 'center' }])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** One frame of raw RGB as planar YUV 4:2:0 (BT.601), the layout a .y4m file carries. */
function i420Of(rgb: Buffer): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const at = (x: number, y: number) => (y * WIDTH + x) * 3;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = at(x, y);
      luma[y * WIDTH + x] = Math.round(16 + 0.257 * rgb[i]! + 0.504 * rgb[i + 1]! + 0.098 * rgb[i + 2]!);
    }
  }
  for (let y = 0; y < HEIGHT; y += 2) {
    for (let x = 0; x < WIDTH; x += 2) {
      const i = at(x, y);
      const [r, g, b] = [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!];
      const j = (y / 2) * (WIDTH / 2) + x / 2;
      u[j] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      v[j] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return Buffer.concat([luma, u, v]);
}

/**
 * Chromium's switches for a fake camera that films the barcode of `isbn`: a one-frame .y4m video
 * it plays in a loop, and camera permission granted without asking. Pass them to `storeInBrowser`.
 */
export async function fakeCameraFilming(isbn: string): Promise<string[]> {
  const frame = i420Of(await backCoverRgb(isbn));
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-camera-')), 'back-cover.y4m');
  await fs.writeFile(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), frame]));
  return ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
