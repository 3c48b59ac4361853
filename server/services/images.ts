import { TRPCError } from '@trpc/server';
import sharp from 'sharp';
import type { ImageStorage } from '../integrations/images/storage.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 1600;

/**
 * Checks that the bytes really are a JPEG, PNG, WebP or GIF image (whatever the file was called),
 * re-encodes it as WebP at most 1600 px a side (dropping metadata such as GPS position), stores it
 * and returns its URL.
 */
export async function storeUploadedImage(images: ImageStorage, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw new TRPCError({ code: 'BAD_REQUEST', message: 'The image is empty.' });
  const format = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) {
    throw new TRPCError({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'That file is not an image we accept: upload a JPEG, PNG, WebP or GIF.' });
  }
  const encoded = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: 'error' })
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw new TRPCError({ code: 'BAD_REQUEST', message: 'That image is damaged and cannot be read.' });
    });
  return images.put(encoded, 'webp');
}
