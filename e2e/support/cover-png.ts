import sharp from 'sharp';

/** A book-shaped PNG made here: the store re-encodes uploads and refuses anything that is not an image. */
export function coverPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 450, channels: 3, background: '#3b6e8f' } })
    .png()
    .toBuffer();
}
