import { lookup } from 'node:dns/promises';
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

export class RemoteImageRefused extends Error {}

/**
 * The picture at a seller's https URL (a shop's CSV names its photos so), for the store to
 * re-encode and keep. A server fetching what its users name must not be turned on its own network:
 * only https, every address the name resolves to public, no redirects, `maxBytes` at most, within
 * `timeoutMs`. Throws RemoteImageRefused with a sentence for the seller.
 */
export async function fetchRemoteImage(url: string, { maxBytes, timeoutMs }: { maxBytes: number; timeoutMs: number }): Promise<Buffer> {
  const target = URL.canParse(url) ? new URL(url) : null;
  if (target?.protocol !== 'https:') throw new RemoteImageRefused('The photo URL must start with https://.');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0) throw new RemoteImageRefused('The photo URL names a host that does not exist.');
  if (addresses.some((address) => PRIVATE.some((range) => range.test(address)))) {
    throw new RemoteImageRefused('The photo URL points inside a private network.');
  }
  const response = await fetch(target, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) }).catch(() => {
    throw new RemoteImageRefused('The photo could not be fetched from its URL.');
  });
  if (!response.ok || !response.body) throw new RemoteImageRefused(`The photo URL answered ${response.status}.`);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader: ReadableStreamDefaultReader<Uint8Array> = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RemoteImageRefused('The photo at that URL is too large.');
    }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks);
}
