import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { get, type RequestOptions } from 'node:https';
import { isIP } from 'node:net';

/** Addresses a fetch on a seller's behalf must never reach: this host, its network, cloud metadata. */
const PRIVATE = [
  /^0\./,
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
  /^::1?$/,
  /^f[cd]/i,
  /^fe[89ab]/i,
  /^::ffff:/i,
];

const isPrivate = (address: string) => PRIVATE.some((range) => range.test(address));

export class RemoteImageRefused extends Error {}

const INSIDE = 'The photo URL points inside a private network.';

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The socket's own name lookup, refusing private addresses. The address checked is the address
 * connected to: a name that answers a public address to a first lookup and a private one to the
 * next (DNS rebinding) gets no second chance.
 */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    // On an error, node passes no addresses at all.
    const [first] = error ? [] : addresses;
    if (error || !first) callback(new RemoteImageRefused('The photo URL names a host that does not exist.'), []);
    else if (addresses.some(({ address }) => isPrivate(address))) callback(new RemoteImageRefused(INSIDE), []);
    else if (options.all) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
}

/** The body of a GET, refused past `maxBytes`; the request is aborted by `signal`. */
function download(target: URL, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const options: RequestOptions = { lookup: publicLookup, signal };
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(refusal(error, signal));
    const request = get(target, options, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new RemoteImageRefused(`The photo URL answered ${response.statusCode ?? 'nothing'}.`));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.byteLength;
        if (size > maxBytes) return request.destroy(new RemoteImageRefused('The photo at that URL is too large.'));
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', fail);
    });
    request.on('error', fail);
  });
}

/** Why a download failed, in a sentence for the seller. */
function refusal(error: Error, signal: AbortSignal): RemoteImageRefused {
  if (error instanceof RemoteImageRefused) return error;
  return new RemoteImageRefused(signal.aborted ? 'The photo URL did not answer in time.' : 'The photo could not be fetched from its URL.');
}

/**
 * The picture at a seller's https URL (a shop's CSV names its photos so), for the store to
 * re-encode and keep. A server fetching what its users name must not be turned on its own network:
 * only https, only public addresses (checked as the socket connects), no redirects (a 3xx is
 * refused), `maxBytes` at most, within `timeoutMs`. Throws RemoteImageRefused with a sentence for
 * the seller.
 */
export async function fetchRemoteImage(url: string, { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number }): Promise<Buffer> {
  const target = URL.canParse(url) ? new URL(url) : null;
  if (target?.protocol !== 'https:') throw new RemoteImageRefused('The photo URL must start with https://.');
  // A literal address is connected to without a lookup: it is checked here instead.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isPrivate(literal)) throw new RemoteImageRefused(INSIDE);
  return download(target, maxBytes, AbortSignal.timeout(timeoutMs));
}
