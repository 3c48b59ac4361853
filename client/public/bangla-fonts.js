// Asks for the Bangla fonts (client/app/styles.css) as soon as a page in Bangla has its styles, before
// the web app first lays it out. A device with a Bengali font of its own answers from it (local());
// any other fetches the two weights now, not once the page is drawn, when their arrival would lay
// the whole page out again. The server adds this file to pages in Bangla (server/http/pages/render-head.ts).
for (const weight of [400, 700]) void document.fonts.load(`${weight} 1em Bangla`, 'অ');
