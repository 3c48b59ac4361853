import nodemailer from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Names the event the mail is about (`<key@store>`), so a receiver can drop a repeat. */
  messageId: string;
  /** One-click unsubscribe (RFC 8058): the URL a mail client POSTs to; none for an email the recipient asked for. */
  unsubscribeUrl?: string;
};

/** Sends the store's email over SMTP (SMTP_URL, or the local mail catcher). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** How long a send may take before it fails (and its job is retried later). */
const TIMEOUT_MS = 20_000;

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS },
    { from },
  );
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.messageId,
        ...(mail.unsubscribeUrl && {
          list: { unsubscribe: mail.unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }),
      });
    },
    close: () => transport.close(),
  };
}
