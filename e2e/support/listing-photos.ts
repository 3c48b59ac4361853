import type { Locator, Page } from 'playwright-core';
import { coverPng } from './cover-png.ts';

/** The listing form's photo tiles, in their order. */
export const photoTiles = (page: Page) => page.getByRole('list', { name: 'Photos, in order' }).getByRole('listitem');

/** Chooses photos on the listing form, one PNG of each colour, and waits for their tiles. */
export async function choosePhotos(page: Page, colours: string[]): Promise<void> {
  const before = await photoTiles(page).count();
  const files = await Promise.all(colours.map(async (colour, i) => ({ name: `photo-${i + 1}.png`, mimeType: 'image/png', buffer: await coverPng(colour) })));
  await page.getByLabel('Photos (up to 6)').setInputFiles(files);
  await photoTiles(page)
    .nth(before + colours.length - 1)
    .waitFor();
}

/** The photos' sources (previews or stored URLs) in the order the form shows them. */
export const photoSources = (page: Page) =>
  photoTiles(page)
    .locator('img')
    .evaluateAll((images) => images.map((img) => img.getAttribute('src')));

/** Drags one tile onto another with the mouse, in small steps as a hand does (the drag starts after a few pixels). */
export async function dragTile(page: Page, from: Locator, to: Locator): Promise<void> {
  const [a, b] = await Promise.all([from.locator('img').boundingBox(), to.locator('img').boundingBox()]);
  if (!a || !b) throw new Error('A photo tile is not on screen.');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  await page.mouse.up();
}
