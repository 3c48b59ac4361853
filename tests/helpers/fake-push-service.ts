import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';
import type { PushPayload } from '../../shared/push-payload.ts';

/**
 * A local push service, standing in for the browsers' (FCM, Mozilla's, Apple's): it takes what the
 * store posts to a subscription's endpoint, records it, and answers 201, or what a test told it to
 * for one endpoint (410: the browser unsubscribed; 503: the service is down). Tests point
 * PUSH_SERVICE_ORIGINS at it. `browserSubscription` makes what a browser's PushManager would (a P-256
 * key pair and an auth secret), and `readPush` does what the browser then does with a message:
 * checks its VAPID signature and decrypts it, with node:crypto and jose, not with web-push.
 */
export type PushRequest = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type FakePushService = {
  url: string;
  /** Every request, in the order it came. */
  received: PushRequest[];
  /** The requests to one endpoint. */
  to: (endpoint: string) => PushRequest[];
  /** From now on, answer `status` to what is posted to this endpoint. */
  answer: (endpoint: string, status: number) => void;
  close: () => Promise<void>;
};

export async function startFakePushService(): Promise<FakePushService> {
  const received: PushRequest[] = [];
  const answers = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answers.get(path) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  return {
    url,
    received,
    to: (endpoint) => received.filter((r) => r.path === pathOf(endpoint)),
    answer: (endpoint, status) => answers.set(pathOf(endpoint), status),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's push subscription on the push service at `serviceUrl`: what it posts to the store, and the private key only it holds. */
export type BrowserSubscription = { endpoint: string; keys: { p256dh: string; auth: string }; ecdh: ECDH };

export function browserSubscription(serviceUrl: string): BrowserSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${serviceUrl}/push/${randomUUID()}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    ecdh,
  };
}

/** What the store posted, as the browser reads it: the payload, and the claims of its VAPID token (signed by the key it names). */
export type ReadPush = { payload: PushPayload; publicKey: string; claims: JWTPayload; headers: http.IncomingHttpHeaders };

/** Checks a push's VAPID `Authorization` (an ES256 token for the endpoint's origin, signed with the key `k=` names) and decrypts its aes128gcm body. */
export async function readPush(subscription: BrowserSubscription, request: PushRequest): Promise<ReadPush> {
  const [, token, publicKey] = /^vapid t=([\w.-]+), k=([\w-]+)$/.exec(request.headers.authorization ?? '') ?? [];
  if (!token || !publicKey) throw new Error(`not a VAPID Authorization header: ${request.headers.authorization}`);
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    'ES256',
  );
  const { payload: claims } = await jwtVerify(token, key, { audience: new URL(subscription.endpoint).origin, algorithms: ['ES256'] });
  return { payload: JSON.parse(decrypt(subscription, request.body)) as PushPayload, publicKey, claims, headers: request.headers };
}

/**
 * The browser's side of aes128gcm for Web Push: the body starts with the salt, the record size and
 * the sender's one-time public key; the key and nonce come from the shared secret of that key and the
 * subscription's, and its auth secret. One record, its text ended by a 2 and padded with zeros.
 */
function decrypt({ ecdh, keys }: BrowserSubscription, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, Buffer.from(keys.auth, 'base64url'), info, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  const end = padded.findLastIndex((byte) => byte !== 0);
  if (padded[end] !== 2) throw new Error('the push is not one final record');
  return padded.subarray(0, end).toString('utf8');
}
