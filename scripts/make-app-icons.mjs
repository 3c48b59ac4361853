// `node scripts/make-app-icons.mjs`: the store's icons (client/public/icons/): the installed app's,
// and the pages' favicon (icon-192.png). Run again after changing the shapes below; the PNGs are
// committed, so a build needs no image tools. The favicon is a PNG, not an SVG: a browser draws an
// SVG favicon as a document of its own on the page's main thread, 50 ms before the first paint here. The maskable icon fills its square and keeps the book inside the middle 80 %, the
// safe zone a launcher's mask never cuts.
import path from 'node:path';
import sharp from 'sharp';

const TEAL = '#00ADA4';
const BOOK =
  '<path d="M14 18c6-2 12-1 18 3v27c-6-4-12-5-18-3z" fill="#fff"/><path d="M50 18c-6-2-12-1-18 3v27c6-4 12-5 18-3z" fill="#e6fffd"/><path d="M32 21v27" stroke="#04413d" stroke-width="2"/>';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${TEAL}"/>${BOOK}</svg>`;
// The book spans 36 of 64 units; scaled by 0.8 around the centre it spans 29, well inside the safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/><g transform="translate(6.4 5.6) scale(0.8)">${BOOK}</g></svg>`;

const out = path.resolve('client/public/icons');
const icons = [
  { file: 'icon-192.png', svg: rounded, size: 192 },
  { file: 'icon-512.png', svg: rounded, size: 512 },
  { file: 'maskable-512.png', svg: maskable, size: 512 },
  // iOS rounds the corners itself and shows transparency as black: a full square.
  { file: 'apple-touch-icon.png', svg: maskable, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(`client/public/icons/${file}`);
}
