import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A local Open Library that speaks its real shapes: `/isbn/{isbn}.json` redirects to the edition
 * (`/books/OL…M.json`), which names its work and authors by key and its covers by id; covers come
 * from `/b/id/{id}-L.jpg`. Some ISBNs misbehave on purpose: FAILING answers 500, HANGING never
 * answers, MALFORMED answers an edition without a title. `requests` lists every path asked for.
 */
export const KNOWN = '9780679457312';
export const FAILING = '9780306406157';
export const HANGING = '9781861978769';
export const MALFORMED = '9780262033848';

export type FakeOpenLibrary = { url: string; requests: string[]; close: () => Promise<void> };

const EDITION = {
  key: '/books/OL1M',
  title: 'The God of Small Things',
  authors: [{ key: '/authors/OL2A' }],
  works: [{ key: '/works/OL3W' }],
  publishers: ['Random House'],
  publish_date: 'May 1997',
  number_of_pages: 321,
  covers: [-1, 8675309],
  isbn_13: [KNOWN],
};
const WORK = { key: '/works/OL3W', title: 'The God of Small Things', description: { type: '/type/text', value: 'Twins in Kerala, 1969.' } };
const AUTHOR = { key: '/authors/OL2A', name: 'Arundhati Roy' };

export async function startFakeOpenLibrary(): Promise<FakeOpenLibrary> {
  const cover = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#7a3b2e' } })
    .jpeg()
    .toBuffer();
  const requests: string[] = [];
  const json = (res: http.ServerResponse, body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    requests.push(path);
    if (path === `/isbn/${KNOWN}.json`) res.writeHead(302, { location: '/books/OL1M.json' }).end();
    else if (path === `/isbn/${FAILING}.json`) res.writeHead(500).end('Internal Server Error');
    else if (path === `/isbn/${HANGING}.json`)
      return; // never answered
    else if (path === `/isbn/${MALFORMED}.json`) json(res, { key: '/books/OL9M', authors: 'nobody' });
    else if (path === '/books/OL1M.json') json(res, EDITION);
    else if (path === '/works/OL3W.json') json(res, WORK);
    else if (path === '/authors/OL2A.json') json(res, AUTHOR);
    else if (path === '/b/id/8675309-L.jpg') res.writeHead(200, { 'content-type': 'image/jpeg' }).end(cover);
    else res.writeHead(404, { 'content-type': 'application/json' }).end('{"error": "notfound"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
