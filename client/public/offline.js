// The offline page's list of the pages this device kept (client/service-worker/routes.ts, whose
// CACHED_PAGES names the cache), each by its title: plain JavaScript, since the page must work
// with nothing but itself. The policy allows no inline script, hence this file.
(async () => {
  const cache = await caches.open('bookstore-pages');
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const html = await (await cache.match(request))?.text();
      const href = new URL(request.url).pathname;
      const title = new DOMParser().parseFromString(html?.match(/<title>([^<]*)<\/title>/)?.[1] ?? '', 'text/html').body.textContent;
      // "Dune by Frank Herbert · Book Store" reads as "Dune by Frank Herbert"; the front page is titled "Book Store" alone.
      const name = title.replace(/\s*·\s*Book Store$/, '');
      return { href, title: name && name !== 'Book Store' ? name : href === '/' ? 'The front page' : href };
    }),
  );
  // The cache lists pages as they were first kept: the latest first reads better.
  pages.reverse();
  if (pages.length === 0) return;
  document.getElementById('saved-none').hidden = true;
  const list = document.getElementById('saved');
  for (const { href, title } of pages) {
    const item = document.createElement('li');
    item.append(Object.assign(document.createElement('a'), { href, textContent: title }));
    list.append(item);
  }
})();
