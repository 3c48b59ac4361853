import { describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../e2e/support/browser.ts';
import { smtpMailer } from '../server/integrations/email/mailer.ts';
import { mailTo } from './helpers/mailbox.ts';

/**
 * The local mail catcher (the one `npm start` runs without SMTP_URL; this run's is started the same
 * way): its web page opens at the root of MAIL_CATCHER_WEB_PORT and lists the mail it caught.
 */
describe("the mail catcher's web page", () => {
  it('opens at its root whatever the client accepts, and lists a mail just sent (REST and page)', async () => {
    const web = inject('mailWebUrl');
    // What curl or a link checker sends: Accept */*.
    const root = await fetch(`${web}/`, { headers: { accept: '*/*' } });
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await root.text()).toContain('<title>MailDev');

    const stamp = Date.now();
    const to = `catcher-${stamp}@example.test`;
    const subject = `Caught on the page ${stamp}`;
    const mailer = smtpMailer(inject('smtpUrl'), 'Book Store <store@example.test>');
    await mailer.send({ to, subject, html: '<p>Hello</p>', text: 'Hello', messageId: `<catcher.${stamp}@example.test>`, unsubscribeUrl: `${web}/none` });
    mailer.close();
    await expect.poll(async () => (await mailTo(to)).map((m) => m.subject)).toEqual([subject]);

    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      expect((await page.goto(`${web}/`))?.status()).toBe(200);
      await expect.poll(() => page.getByText(subject).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  });
});
