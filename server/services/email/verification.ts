import { randomUUID } from 'node:crypto';
import { Conflict, InvalidInput, Unavailable } from '../domain-errors.ts';
import type { UserRow } from '../../auth/authenticate.ts';
import type { Deps } from '../../deps.ts';
import { readerOf, sayTo } from '../../i18n/translate.ts';
import { renderEmail } from './templates.ts';

type VerificationDeps = Pick<Deps, 'config' | 'mailer' | 'identity' | 'log'>;

/**
 * POST /me/verification-email: mails the caller a link that proves their address is theirs. Firebase
 * makes the link; the store's own mailer sends it, so it goes through SMTP_URL like every other
 * email (the demo's mail catcher shows it). Once followed, the link leads back to `returnPath`.
 */
export async function sendVerificationEmail(deps: VerificationDeps, user: UserRow, returnPath = '/'): Promise<{ sentTo: string }> {
  if (user.emailVerified) throw new Conflict('Your email address is verified already.');
  const { publicUrl } = deps.config;
  const continueUrl = new URL(returnPath, publicUrl);
  if (continueUrl.origin !== new URL(publicUrl).origin) throw new InvalidInput('returnPath must be a path of this store.');
  const link = await deps.identity.emailVerificationLink(user.email, continueUrl.href);
  const reader = readerOf(user);
  const say = sayTo(reader);
  const email = renderEmail(
    {
      subject: say('emails.verify.subject'),
      heading: say('emails.verify.heading'),
      paragraphs: [say('emails.verify.hello', { name: user.name, email: user.email }), say('emails.verify.once')],
      action: { label: say('emails.verify.action'), url: link },
    },
    { why: say('emails.verify.why') },
    reader,
  );
  try {
    if (!deps.mailer) throw new Error('SMTP_URL is not set');
    await deps.mailer.send({ to: user.email, ...email, messageId: `<verify.${randomUUID()}@${new URL(publicUrl).hostname}>` });
  } catch (error) {
    deps.log.error({ err: error }, 'could not send a verification email');
    throw new Unavailable('The email could not be sent just now. Please try again in a minute.', { cause: error });
  }
  return { sentTo: user.email };
}
