import { createHash } from 'node:crypto';

const PALETTES: Array<[string, string]> = [
  ['#0f766e', '#134e4a'],
  ['#1d4ed8', '#1e3a8a'],
  ['#b45309', '#78350f'],
  ['#7c3aed', '#4c1d95'],
  ['#be123c', '#881337'],
  ['#15803d', '#14532d'],
  ['#0369a1', '#0c4a6e'],
  ['#a16207', '#713f12'],
];

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.slice(0, 5);
}

/**
 * A book cover drawn from its title and author (nothing can be downloaded here), as a 360x540
 * WebP: a colour from the title's hash, the title set large, the author at the foot.
 */
export async function renderCover(title: string, author: string): Promise<Buffer> {
  const hash = createHash('sha1').update(title).digest();
  const [from, to] = PALETTES[(hash[0] ?? 0) % PALETTES.length] as [string, string];
  const titleLines = wrap(title, 14)
    .map((l, i) => `<tspan x="36" dy="${i === 0 ? 0 : 46}">${escapeXml(l)}</tspan>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="540" viewBox="0 0 360 540">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="360" height="540" fill="url(#g)"/>
  <rect x="18" y="18" width="324" height="504" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  <circle cx="${250 + ((hash[1] ?? 0) % 60)}" cy="${380 + ((hash[2] ?? 0) % 60)}" r="${60 + ((hash[3] ?? 0) % 50)}" fill="#ffffff" fill-opacity="0.08"/>
  <text x="36" y="120" font-family="DejaVu Serif, Georgia, serif" font-size="38" font-weight="bold" fill="#ffffff">${titleLines}</text>
  <line x1="36" y1="440" x2="120" y2="440" stroke="#ffffff" stroke-opacity="0.7" stroke-width="3"/>
  <text x="36" y="480" font-family="DejaVu Sans, Arial, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.9">${escapeXml(author)}</text>
</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: 78 }).toBuffer();
}
