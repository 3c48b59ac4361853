import { InvalidInput, UnsupportedMedia } from './domain-errors.ts';
import { contentHash, type ImageStorage } from '../integrations/images/storage.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_SIDE = 1600;
const CARD = { width: 480, height: 720 };
const PIXEL_LIMIT = 50_000_000;

export type StoredImage = { url: string; thumbUrl: string };

/** The card-sized thumbnail stored beside an image of ours (`<hash>.webp` -> `<hash>-card.webp`), else null. */
export function cardUrlFor(imageUrl: string): string | null {
  const match = /^(.*\/)([0-9a-f]{32})\.webp$/.exec(imageUrl);
  return match ? `${match[1]}${match[2]}-card.webp` : null;
}

/**
 * Checks that the bytes really are a JPEG, PNG, WebP or GIF image (whatever the file was called),
 * re-encodes it as WebP at most 1600 px a side (dropping metadata such as GPS position) with a
 * card-sized thumbnail beside it, stores both and returns their URLs.
 */
export async function storeImage(images: ImageStorage, bytes: Buffer): Promise<StoredImage> {
  if (bytes.length === 0) throw new InvalidInput('The image is empty.');
  // libvips (about 10 MB of a process's memory) is loaded by the first upload, not at start.
  const { default: sharp } = await import('sharp');
  const format = await sharp(bytes, { limitInputPixels: PIXEL_LIMIT })
    .metadata()
    .then((m) => m.format as string | undefined)
    .catch(() => undefined);
  if (!format || !ACCEPTED.has(format)) {
    throw new UnsupportedMedia('That file is not an image we accept: upload a JPEG, PNG, WebP or GIF.');
  }
  const encode = (width: number, height: number, quality: number) =>
    sharp(bytes, { limitInputPixels: PIXEL_LIMIT, failOn: 'error' })
      .rotate()
      .resize({ width, height, fit: 'inside', withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  const [full, card] = await Promise.all([encode(MAX_SIDE, MAX_SIDE, 82), encode(CARD.width, CARD.height, 75)]).catch(() => {
    throw new InvalidInput('That image is damaged and cannot be read.');
  });
  const hash = contentHash(full);
  const [url, thumbUrl] = await Promise.all([images.put(`${hash}.webp`, full), images.put(`${hash}-card.webp`, card)]);
  return { url, thumbUrl };
}
