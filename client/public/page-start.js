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
