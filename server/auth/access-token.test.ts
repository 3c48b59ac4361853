import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessTokens } from './access-token.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const tokens = accessTokens(secret);

/** A token of ours expiring `seconds` from now (whole seconds, as JWT's exp is). */
const expiringIn = (seconds: number) =>
  new SignJWT({ email: 'reader@example.com' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('book-store')
    .setSubject('user-1')
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(secret);

afterEach(() => void vi.useRealTimers());

describe('access tokens', () => {
  it('verify what they issue, again and again', async () => {
    const token = await tokens.issue({ userId: 'user-1', email: 'reader@example.com' });
    for (let i = 0; i < 3; i++) expect(await tokens.verify(token)).toEqual({ userId: 'user-1', email: 'reader@example.com' });
  });

  it('are refused once expired, even after they verified (a remembered token is not kept past its expiry)', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    const token = await expiringIn(60);
    expect(await tokens.verify(token)).toMatchObject({ userId: 'user-1' });
    vi.advanceTimersByTime(59_000);
    expect(await tokens.verify(token)).toMatchObject({ userId: 'user-1' });
    vi.advanceTimersByTime(2_000);
    await expect(tokens.verify(token)).rejects.toThrow(/exp/);
  });

  it('refuse a token signed with another secret, and one whose signature was altered', async () => {
    const token = await tokens.issue({ userId: 'user-1', email: 'reader@example.com' });
    await expect(accessTokens(new TextEncoder().encode('another-secret-another-secret-another')).verify(token)).rejects.toThrow();
    const [header, payload] = token.split('.');
    await expect(tokens.verify(`${header}.${payload}.${'A'.repeat(43)}`)).rejects.toThrow();
  });
});
