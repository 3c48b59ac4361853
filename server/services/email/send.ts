import type { EmailTopic } from '../../../shared/email-settings.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Deps } from '../../deps.ts';
import { readerOf } from '../../i18n/translate.ts';
import { renderEmail, type EmailContent } from './templates.ts';

export type EmailDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'unsubscribeTokens'>;
/** Whom an email goes to, and the language (and digits) its layout is written in. */
export type Recipient = { id: string; email: string; language: Locale | null; banglaDigits: boolean };
/** The columns of a user row that make a Recipient. */
export const recipientColumns = { id: true, email: true, language: true, banglaDigits: true } as const;

/**
 * Puts one email on the wire (only the outbox calls this: outbox.ts). Its footer names its topics,
 * each with an unsubscribe link; the one-click List-Unsubscribe header is for the first. `key` is
 * its Message-ID, so the rare repeat (a crash right after the server accepted it, before the log)
 * can be told apart by the receiving side.
 */
export async function deliver(
  deps: EmailDeps,
  { key, to, topics, content }: { key: string; to: Recipient; topics: [EmailTopic, ...EmailTopic[]]; content: EmailContent },
): Promise<void> {
  if (!deps.mailer) throw new Error('Email cannot go out: SMTP_URL is not set.');
  const { publicUrl } = deps.config;
  const tokens = topics.map((topic) => ({ topic, token: encodeURIComponent(deps.unsubscribeTokens.token(to.id, topic)) }));
  const footer = {
    // The topic beside the token lets the page name it before the server has checked the token.
    topics: tokens.map(({ topic, token }) => ({ topic, unsubscribeUrl: `${publicUrl}/unsubscribe?token=${token}&topic=${topic}` })),
    settingsUrl: `${publicUrl}/dashboard/profile#email`,
  };
  const rendered = renderEmail(content, footer, readerOf(to));
  await deps.mailer.send({
    to: to.email,
    ...rendered,
    messageId: `<${key.replaceAll(':', '.')}@${new URL(publicUrl).hostname}>`,
    unsubscribeUrl: `${publicUrl}/api/email/unsubscribe/one-click?token=${tokens[0]!.token}`,
  });
}
