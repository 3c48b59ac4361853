import { inject } from 'vitest';

export type CaughtMail = {
  id: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** The raw message, fetched when asked for (the list is polled often; few callers need the headers). */
  source: () => Promise<string>;
};

type Listed = { id: string; subject: string; to: Array<{ address: string }>; html?: string; text?: string; headers: Record<string, string> };

/** The email the run's mail catcher took for `address` (every test store sends there), oldest first. */
export async function mailTo(address: string): Promise<CaughtMail[]> {
  const base = inject('mailWebUrl');
  const all = (await (await fetch(`${base}/api/email`)).json()) as Listed[];
  const mine = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
  return mine.map((m) => ({
    id: m.id,
    to: m.to.map((t) => t.address),
    subject: m.subject,
    html: m.html ?? '',
    text: m.text ?? '',
    messageId: m.headers['message-id'] ?? '',
    source: async () => (await fetch(`${base}/api/email/${m.id}/source`)).text(),
  }));
}

/** The link of a verification email's button, as its plain text gives it (in whichever language it is written). */
export function verificationLinkIn(mail: CaughtMail): URL {
  const link = /^[^\n]+: (\S*[?&]mode=verifyEmail\S*)$/m.exec(mail.text)?.[1];
  if (!link) throw new Error(`"${mail.subject}" holds no verification link`);
  return new URL(link);
}

/** A header of a raw message, its folded lines joined. */
export function header(source: string, name: string): string | undefined {
  const head = source.split(/\r?\n\r?\n/)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Waits until `address` has `count` emails (or more), and answers them. */
export async function waitForMail(address: string, count = 1, ms = 15_000): Promise<CaughtMail[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const mail = await mailTo(address);
    if (mail.length >= count) return mail;
    if (Date.now() > deadline) throw new Error(`${address} got ${mail.length} email(s), not ${count}, within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
