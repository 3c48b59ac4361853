import sharp from 'sharp';

/** A book-shaped PNG made here, in one colour (photos of one listing must differ): the store re-encodes uploads and refuses anything that is not an image. */
export function coverPng(background = '#3b6e8f'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 450, channels: 3, background } })
    .png()
    .toBuffer();
}
