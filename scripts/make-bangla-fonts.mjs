// `node scripts/make-bangla-fonts.mjs`: the Bengali fonts of the web app (client/assets/fonts/), cut
// from the variable Noto Sans Bengali with HarfBuzz's subsetter (docs/languages.md). Run again after
// changing the language switch's word or the font's version; the files are committed, so a build
// needs no font tools.
// - noto-sans-bengali-{400,700}.woff2: the whole Bengali block at two fixed weights, for a device
//   with no Bengali font of its own. 42 and 45 KB, where the variable font is 106 KB, and Chromium
//   lays a page out again about three times faster when one arrives (no variations to apply).
// - bangla-switch.woff2: the four letters of "বাংলা", the one Bangla word on an English page, so an
//   English page never fetches the whole font.
import fs from 'node:fs';
import subsetFont from 'subset-font';
import { LOCALE_NAMES } from '../shared/locales.ts';

const FONT = fs.readFileSync('node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');
const DIR = 'client/assets/fonts';
// client/app/styles.css's unicode-range: the Bengali block, the Devanagari dandas and accents
// Bengali uses, the zero-width (non-)joiners and the dotted circle.
const RANGES = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x0980, 0x09fe],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
];
const BENGALI = RANGES.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');

async function cut(name, text, weight) {
  const font = await subsetFont(FONT, text, { targetFormat: 'woff2', variationAxes: { wght: weight } });
  fs.writeFileSync(`${DIR}/${name}.woff2`, font);
  console.log(`${DIR}/${name}.woff2: ${font.length} bytes, weight ${weight}, ${[...new Set(text)].length} characters`);
}

await cut('noto-sans-bengali-400', BENGALI, 400);
await cut('noto-sans-bengali-700', BENGALI, 700);
await cut('bangla-switch', LOCALE_NAMES.bn, 400);
