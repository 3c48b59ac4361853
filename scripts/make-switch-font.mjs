// `node scripts/make-switch-font.mjs`: the Bengali letters of the header's language switch
// (client/assets/fonts/bangla-switch.woff2), cut from Noto Sans Bengali. An English page shows one
// Bangla word, "বাংলা"; a device without a Bengali font of its own gets these few letters, not the
// whole 108 KB font (docs/languages.md). Run again after changing the word or the font's version;
// the file is committed, so a build needs no font tools.
import fs from 'node:fs';
import subsetFont from 'subset-font';
import { LOCALE_NAMES } from '../shared/locales.ts';

const FONT = 'node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2';
const OUT = 'client/assets/fonts/bangla-switch.woff2';

const subset = await subsetFont(fs.readFileSync(FONT), LOCALE_NAMES.bn, { targetFormat: 'woff2', variationAxes: { wght: 400 } });
fs.writeFileSync(OUT, subset);
const codepoints = [...new Set(LOCALE_NAMES.bn)].map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
console.log(`${OUT}: ${subset.length} bytes, ${codepoints.join(', ')}`);
