import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, member, signInAgain, type Member } from './helpers/identities.ts';
import { header, verificationLinkIn, waitForMail } from './helpers/mailbox.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * The verification email comes from the store itself (Firebase Admin makes the link, the store's
 * mailer sends it), into the run's mail catcher as into any SMTP server; its link, followed, verifies
 * the account in the Auth emulator; asking again sends another, within the limit.
 */
let t: TestApp;
const PER_MINUTE = 2;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE: String(PER_MINUTE) });
});
afterAll(() => t.close());

const ask = async (who: Member, url = '/api/me/verification-email', payload: object = {}) => {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(who.accessToken), payload });
  return { status: res.statusCode, body: res.json<Record<string, unknown>>(), retryAfter: res.headers['retry-after'] };
};
const me = async (who: Member) => (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(who.accessToken) })).json<{ emailVerified: boolean }>();

describe('the verification email', () => {
  it('is sent by the store at sign-up, and its link verifies the account and leads back to the page', async () => {
    // Signed up as the web app does (the record, then the access token), then the app asks for the link.
    const buyer = await member(t, 'buyer', 'newcomer', { verified: false });
    const sent = await ask(buyer, '/api/me/verification-email', { returnPath: '/books/some-book' });
    expect(sent).toMatchObject({ status: 200, body: { sentTo: buyer.email } });

    const [mail] = await waitForMail(buyer.email);
    expect(mail!.subject).toBe('Verify your email address for Book Store');
    expect(mail!.html).toContain('Verify my email address');
    // Asked for, not a topic one turns off: no unsubscribe link or header.
    expect(mail!.text).not.toContain('Unsubscribe');
    expect(header(await mail!.source(), 'List-Unsubscribe')).toBeUndefined();
    const link = verificationLinkIn(mail!);
    // On the store's own origin (which passes it to the emulator), not the emulator's loopback.
    expect(`${link.origin}${link.pathname}`).toBe(`${t.config.publicUrl}/emulator/action`);
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('continueUrl')).toBe(`${t.config.publicUrl}/books/some-book`);
    expect(mail!.html).toContain(link.href.replaceAll('&', '&amp;'));

    expect(await me(buyer)).toMatchObject({ emailVerified: false });
    const followed = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(followed.statusCode).toBe(303);
    expect(followed.headers.location).toBe(`${t.config.publicUrl}/books/some-book`);
    expect((await t.deps.identity.auth.getUser(buyer.uid)).emailVerified).toBe(true);

    // "I have verified it": a fresh ID token says so, and the store marks the record.
    const fresh = await signInAgain(buyer);
    const exchanged = await t.app.inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(buyer.email)}`, headers: bearer(fresh.idToken) });
    expect(exchanged.statusCode).toBe(200);
    expect(await me(buyer)).toMatchObject({ emailVerified: true });
    expect(await ask(buyer)).toMatchObject({ status: 409, body: { message: 'Your email address is verified already.' } });
  });

  it('is sent again when asked (REST or tRPC), a new link each time, and no more often than the limit', async () => {
    const buyer = await member(t, 'buyer', 'resender', { verified: false });
    expect((await ask(buyer)).status).toBe(200);
    expect((await ask(buyer, '/trpc/users.sendVerificationEmail')).status).toBe(200);
    const mail = await waitForMail(buyer.email, 2);
    expect(new Set(mail.map((m) => verificationLinkIn(m).searchParams.get('oobCode'))).size).toBe(2);

    const refused = await ask(buyer);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(new RegExp(`^Too many requests: at most ${PER_MINUTE} a minute\\. Try again in \\d+ s\\.$`));
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The store sends the email before it answers: the refused request sent none.
    expect(await waitForMail(buyer.email)).toHaveLength(2);
  });

  it.each(['//elsewhere.example/page', '/\\elsewhere.example/page', 'https://elsewhere.example/page'])(
    'refuses to lead anywhere else: %s',
    async (returnPath) => {
      const buyer = await member(t, 'buyer', 'redirected', { verified: false });
      const res = await ask(buyer, '/api/me/verification-email', { returnPath });
      expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining('returnPath must be a path of this store') } });
    },
  );
});
