import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../shared/constants.ts';
import type * as AccessToken from './access-token.ts';

// The module keeps who is signed in, the renewal under way and the held flows in module state:
// every test reads a fresh copy of it.
let tokens: typeof AccessToken;

const NOW = new Date('2026-03-01T12:00:00Z');
const EMAIL = 'reader@example.com';
const ID_TOKEN = 'firebase-id-token';

/** An unsigned JWT with these claims, as the store issues them (the client never checks the signature). */
function jwt(claims: { exp?: number; email?: string; n?: number }): string {
  const base64url = (json: string) => btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}.signature`;
}

/** A token of `email` that lapses `seconds` from the (fake) now. */
const tokenLasting = (seconds: number, email = EMAIL, n = 0) => jwt({ exp: Math.floor(Date.now() / 1000) + seconds, email, n });

/** GET /api/jwt as the server answers it; `answers` are used in order, the last one again and again. */
function fakeJwtEndpoint(...answers: Array<() => Response | Promise<Response>>): Mock<typeof fetch> {
  let call = 0;
  const fake = vi.fn<typeof fetch>(() => Promise.resolve(answers[Math.min(call++, answers.length - 1)]!()));
  vi.stubGlobal('fetch', fake);
  return fake;
}
const issued = (token: string) => () => Response.json({ accessToken: token });

function signIn(email = EMAIL): Mock<() => Promise<string>> {
  const idToken = vi.fn(() => Promise.resolve(ID_TOKEN));
  tokens.setIdentitySource(() => ({ email, idToken }));
  return idToken;
}

const stored = () => localStorage.getItem(ACCESS_TOKEN_STORAGE_KEY);

beforeEach(async () => {
  vi.useFakeTimers({ now: NOW });
  localStorage.clear();
  vi.resetModules();
  tokens = await import('./access-token.ts');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('bearerToken', () => {
  it('sends nothing, and asks nobody, when nobody is signed in and no token is stored', async () => {
    const fetch = fakeJwtEndpoint(issued('never'));
    expect(await tokens.bearerToken()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the stored access token while it has more than a minute left, without renewing it', async () => {
    const token = tokenLasting(10 * 60);
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    const idToken = signIn();
    const fetch = fakeJwtEndpoint(issued('renewed'));

    expect(await tokens.bearerToken()).toBe(token);
    expect(fetch).not.toHaveBeenCalled();
    expect(idToken).not.toHaveBeenCalled();
  });

  it('renews a token with a minute or less left: trades the ID token at /api/jwt and keeps the new one', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(60));
    signIn('Reader+Books@example.com');
    const renewed = tokenLasting(3600, 'reader+books@example.com', 1);
    const fetch = fakeJwtEndpoint(issued(renewed));

    expect(await tokens.bearerToken()).toBe(renewed);
    expect(stored()).toBe(renewed);
    expect(fetch).toHaveBeenCalledOnce();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/jwt?email=Reader%2BBooks%40example.com');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${ID_TOKEN}`);
  });

  it('keeps using a token until the last minute before it lapses, then renews it once the clock gets there', async () => {
    const first = tokenLasting(61);
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, first);
    signIn();
    const second = tokenLasting(3600, EMAIL, 2);
    const fetch = fakeJwtEndpoint(issued(second));

    expect(await tokens.bearerToken()).toBe(first);
    vi.advanceTimersByTime(500);
    expect(await tokens.bearerToken()).toBe(first);
    expect(fetch).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1000); // 59.5 s left: inside the margin
    expect(await tokens.bearerToken()).toBe(second);
    expect(fetch).toHaveBeenCalledOnce();

    // The renewed token is then used as is, until its own last minute.
    vi.advanceTimersByTime(30 * 60_000);
    expect(await tokens.bearerToken()).toBe(second);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('shares one renewal between requests that need a token at the same time', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(10));
    const idToken = signIn();
    const renewed = tokenLasting(3600, EMAIL, 1);
    let answer!: (response: Response) => void;
    const fetch = fakeJwtEndpoint(() => new Promise<Response>((resolve) => (answer = resolve)));

    const waiting = [tokens.bearerToken(), tokens.bearerToken(), tokens.bearerToken()];
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    answer(Response.json({ accessToken: renewed }));

    expect(await Promise.all(waiting)).toEqual([renewed, renewed, renewed]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(idToken).toHaveBeenCalledOnce();
  });

  it('starts a new renewal after the shared one has finished, when the new token lapses too', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(10));
    signIn();
    const fetch = fakeJwtEndpoint(
      () => Response.json({ accessToken: tokenLasting(120, EMAIL, 1) }),
      () => Response.json({ accessToken: tokenLasting(3600, EMAIL, 2) }),
    );

    const first = await tokens.bearerToken();
    vi.advanceTimersByTime(61_000); // the first renewal's token now has 59 s left
    const second = await tokens.bearerToken();

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(second).not.toBe(first);
    expect(stored()).toBe(second);
  });

  it('falls back to the ID token (which the server accepts) when renewal fails, and tries again on the next request', async () => {
    const stale = tokenLasting(30);
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, stale);
    signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const renewed = tokenLasting(3600, EMAIL, 1);
    const fetch = fakeJwtEndpoint(() => Response.json({ message: 'The store is restarting' }, { status: 503 }), issued(renewed));

    expect(await tokens.bearerToken()).toBe(ID_TOKEN);
    expect(logged).toHaveBeenCalledWith('Could not renew the access token', expect.objectContaining({ message: 'The store is restarting' }));
    expect(stored()).toBe(stale);

    expect(await tokens.bearerToken()).toBe(renewed);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('falls back to the ID token when the network is down', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(30));
    signIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeJwtEndpoint(() => Promise.reject(new TypeError('Failed to fetch')));

    expect(await tokens.bearerToken()).toBe(ID_TOKEN);
  });

  it('drops the stored token when the server refuses the exchange (403), and sends the ID token', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(30));
    signIn();
    fakeJwtEndpoint(() => Response.json({ message: 'Forbidden' }, { status: 403 }));

    expect(await tokens.bearerToken()).toBe(ID_TOKEN);
    expect(stored()).toBeNull();
  });

  it('keeps nothing from a renewal answered after the person signed out', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(30));
    signIn();
    let answer!: (response: Response) => void;
    const fetch = fakeJwtEndpoint(() => new Promise<Response>((resolve) => (answer = resolve)));

    const waiting = tokens.bearerToken();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    tokens.setIdentitySource(null);
    tokens.clearAccessToken();
    answer(Response.json({ accessToken: tokenLasting(3600, EMAIL, 1) }));

    expect(await waiting).toBe(ID_TOKEN);
    expect(stored()).toBeNull();
    expect(await tokens.bearerToken()).toBeNull();
  });

  it("treats the legacy 'forbidden' answer as no token at all", async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(30));
    signIn();
    fakeJwtEndpoint(issued('forbidden'));

    expect(await tokens.bearerToken()).toBe(ID_TOKEN);
    expect(stored()).toBeNull();
  });

  it('never sends a fresh token left behind by someone else who used this browser', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(3600, 'previous@example.com'));
    signIn('READER@example.com');
    const mine = tokenLasting(3600, EMAIL, 1);
    const fetch = fakeJwtEndpoint(issued(mine));

    expect(await tokens.bearerToken()).toBe(mine);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('accepts its own token whatever the case of the email', async () => {
    const token = tokenLasting(3600, 'Reader@Example.com');
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    signIn('reader@example.COM');
    const fetch = fakeJwtEndpoint(issued('renewed'));

    expect(await tokens.bearerToken()).toBe(token);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['not a JWT', 'opaque-token'],
    ['a payload that is not JSON', 'head.bm90IGpzb24.sig'],
    ['no expiry', jwt({ email: EMAIL })],
  ])('renews a stored token with %s', async (_what, token) => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    signIn();
    const renewed = tokenLasting(3600, EMAIL, 1);
    fakeJwtEndpoint(issued(renewed));

    expect(await tokens.bearerToken()).toBe(renewed);
  });

  it('still sends a fresh stored token after the person signed out in another way (no identity yet)', async () => {
    const token = tokenLasting(600);
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, token);
    expect(await tokens.bearerToken()).toBe(token);
    // ...but a lapsing one is not renewed without someone signed in.
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, tokenLasting(30));
    const fetch = fakeJwtEndpoint(issued('x'));
    expect(await tokens.bearerToken()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('holdTokenRenewal', () => {
  it('sends the ID token without any exchange while a sign-in flow runs, and renews again once it ends', async () => {
    signIn();
    const renewed = tokenLasting(3600, EMAIL, 1);
    const fetch = fakeJwtEndpoint(issued(renewed));

    const release = tokens.holdTokenRenewal();
    expect(await tokens.bearerToken()).toBe(ID_TOKEN);
    expect(fetch).not.toHaveBeenCalled();

    release();
    expect(await tokens.bearerToken()).toBe(renewed);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('keeps holding while another flow still runs, however often the first one is released', async () => {
    signIn();
    const fetch = fakeJwtEndpoint(issued(tokenLasting(3600, EMAIL, 1)));

    const releaseFirst = tokens.holdTokenRenewal();
    const releaseSecond = tokens.holdTokenRenewal();
    releaseFirst();
    releaseFirst();
    expect(await tokens.bearerToken()).toBe(ID_TOKEN);
    expect(fetch).not.toHaveBeenCalled();

    releaseSecond();
    expect(await tokens.bearerToken()).not.toBe(ID_TOKEN);
  });
});

describe('exchangeIdToken', () => {
  it("throws the server's message when the exchange fails, and keeps what was stored", async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, 'kept');
    fakeJwtEndpoint(() => Response.json({ message: 'Too many sign-ins, wait a minute' }, { status: 429 }));

    await expect(tokens.exchangeIdToken(EMAIL, ID_TOKEN)).rejects.toThrow('Too many sign-ins, wait a minute');
    expect(stored()).toBe('kept');
  });

  it('names the status when the failed answer has no message', async () => {
    fakeJwtEndpoint(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(tokens.exchangeIdToken(EMAIL, ID_TOKEN)).rejects.toThrow('Your session could not be started (502)');
  });
});
