import type { EmailTopic } from '../../../shared/email-settings.ts';
import type { Deps } from '../../deps.ts';
import { renderEmail, type EmailContent } from './templates.ts';

export type EmailDeps = Pick<Deps, 'db' | 'config' | 'mailer' | 'unsubscribeTokens'>;
export type Recipient = { id: string; email: string };

/**
 * Sends one email about one thing, once: `key` names the thing (a notification, a conversation's
 * newest message, a day's alerts). A key already in the log is not sent again, so a job that runs
 * twice (a retry, two processes after a crash) sends once; the key is also the Message-ID, so the
 * rare send that the log missed (a crash right after the server accepted it) can be told apart by
 * the receiving side. Answers whether it sent.
 */
export async function sendOnce(
  deps: EmailDeps,
  { key, to, topic, content }: { key: string; to: Recipient; topic: EmailTopic; content: EmailContent },
): Promise<boolean> {
  if (await deps.db.emailLog.findUnique({ where: { key }, select: { key: true } })) return false;
  if (!deps.mailer) throw new Error('Email cannot go out: SMTP_URL is not set.');
  const { publicUrl } = deps.config;
  const token = encodeURIComponent(deps.unsubscribeTokens.token(to.id, topic));
  const rendered = renderEmail(content, {
    topic,
    // The topic beside the token lets the page name it before the server has checked the token.
    unsubscribeUrl: `${publicUrl}/unsubscribe?token=${token}&topic=${topic}`,
    settingsUrl: `${publicUrl}/dashboard/profile#email`,
  });
  await deps.mailer.send({
    to: to.email,
    ...rendered,
    messageId: `<${key.replaceAll(':', '.')}@${new URL(publicUrl).hostname}>`,
    unsubscribeUrl: `${publicUrl}/api/email/unsubscribe/one-click?token=${token}`,
  });
  await deps.db.emailLog.createMany({ data: [{ key, userId: to.id, topic, toEmail: to.email }], skipDuplicates: true });
  return true;
}
