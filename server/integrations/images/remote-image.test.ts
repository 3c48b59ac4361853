import { describe, expect, it } from 'vitest';
import { fetchRemoteImage } from './remote-image.ts';

const LIMITS = { maxBytes: 1024, timeoutMs: 2000 };
const refusal = (url: string) =>
  fetchRemoteImage(url, LIMITS).then(
    () => 'fetched',
    (error: unknown) => (error instanceof Error ? error.message : 'not an Error'),
  );

describe("fetching a seller's photo URL", () => {
  it('refuses anything but https', async () => {
    expect(await refusal('http://example.com/photo.jpg')).toBe('The photo URL must start with https://.');
    expect(await refusal('file:///etc/passwd')).toBe('The photo URL must start with https://.');
    expect(await refusal('not a url')).toBe('The photo URL must start with https://.');
  });

  it.each(['https://127.0.0.1/photo.jpg', 'https://[::1]/photo.jpg', 'https://169.254.169.254/latest/meta-data', 'https://10.0.0.7/photo.jpg'])(
    'refuses the private address %s',
    async (url) => {
      expect(await refusal(url)).toBe('The photo URL points inside a private network.');
    },
  );

  it('refuses a name that resolves to a private address, in the lookup the connection itself uses', async () => {
    expect(await refusal('https://localhost/photo.jpg')).toBe('The photo URL points inside a private network.');
  });
});
