import nodemailer from 'nodemailer';
import { within } from '../../runtime/within.ts';

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

/** How long each SMTP step may take. */
const TIMEOUT_MS = 20_000;
/**
 * How long a whole send may take before it fails (and its job is retried later): the outbox claims
 * what it sends for a little longer than this (services/email/outbox.ts).
 */
export const SEND_TIMEOUT_MS = 30_000;

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: TIMEOUT_MS, greetingTimeout: TIMEOUT_MS, socketTimeout: TIMEOUT_MS },
    { from },
  );
  return {
    async send(mail) {
      const sending = transport.sendMail({
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
      await within(sending, SEND_TIMEOUT_MS, 'the SMTP send');
    },
    close: () => transport.close(),
  };
}
