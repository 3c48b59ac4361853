// What a page does while the web app downloads, before its entry runs. The server puts this file in
// every page's head, ahead of the entry (server/http/pages/render-head.ts).

// The first `Intl` formatters a page makes load the browser's locale data: 40-70 ms here, four times
// that on a phone. Made now, while the main thread waits for the network, they no longer hold up the
// app's first render, whose own formatters (client/i18n/format.ts) then take 2 ms. Any locale warms
// the others; the page's own is as good as any.
const root = document.documentElement;
new Intl.NumberFormat(root.lang).format(0);
new Intl.DateTimeFormat(root.lang, { day: 'numeric', month: 'short', year: 'numeric' }).format(0);

// A page in Bangla asks for its fonts (client/app/styles.css) as soon as it has its styles, before
// the web app first lays it out. A device with a Bengali font of its own answers from it (local());
// any other fetches the two weights now, not once the page is drawn, when their arrival would lay
// the whole page out again.
if (root.lang === 'bn') for (const weight of [400, 700]) void document.fonts.load(`${weight} 1em Bangla`, 'অ');

// The faces ("stack weight size", the size in px) the first render of the home, category and book pages
// sets text in on a phone; e2e/page-start.e2e.ts holds the list to those pages.
const FIRST_RENDER_FACES = [
  'sans 400 12',
  'sans 600 12',
  'sans 400 14',
  'sans 600 14',
  'sans 400 16',
  'sans 600 16',
  'sans 400 18',
  'sans 600 18',
  'sans 400 20',
  'sans 700 24',
  'serif 700 12',
  'serif 600 16',
  'serif 600 18',
  'serif 700 20',
  'serif 700 24',
  'serif 700 30',
  'serif 700 36',
];

// Laying a page out asks the system for each family, weight and size it uses, on Linux each a round
// trip to the browser process: most of the first layout's 100-250 ms here (docs/performance.md). A
// hidden line in each of those faces, laid out now, makes the lookups while the network is the wait,
// and the first render's layout finds them cached. Latin letters only: the Bangla faces are files.
const probe = document.createElement('div');
probe.setAttribute('aria-hidden', 'true');
probe.style.cssText = 'position:absolute;top:0;left:0;visibility:hidden;pointer-events:none';
for (const face of FIRST_RENDER_FACES) {
  const [stack, weight, size] = face.split(' ');
  const line = document.createElement('span');
  line.style.font = `${weight} ${size}px var(--font-${stack})`;
  line.textContent = 'Aa1';
  probe.append(line);
}
document.body.append(probe);
void probe.offsetWidth;
probe.remove();
