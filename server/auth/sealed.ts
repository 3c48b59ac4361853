import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Small values the store hands out and takes back unchanged (a test payment's client secret, an
 * unsubscribe link): JSON, base64url, and an HMAC of it with the server's secret, so any server
 * process can check one without shared state, and nobody can make one up. The signature covers the
 * purpose too, so a value sealed for one use (a client secret a buyer holds) opens for no other.
 */
export function sealer(secret: Uint8Array, purpose: string) {
  const sign = (body: string) => createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');
  return {
    seal(value: unknown): string {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    /** The value a sealed text stands for; null when it is not one of ours (or was changed). */
    open(text: string): unknown {
      const match = /^([\w-]+)\.([\w-]+)$/.exec(text);
      if (!match) return null;
      const [, body, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(sign(body));
      if (expected.length !== signature.length || !timingSafeEqual(expected, Buffer.from(signature))) return null;
      try {
        return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        return null;
      }
    },
  };
}
