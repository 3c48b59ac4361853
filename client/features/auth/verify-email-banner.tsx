import { useEmailVerification } from './use-email-verification.ts';
import { VerifyEmailActions } from './verify-email-actions.tsx';
import { verifyEmail } from '../../i18n/verify-email.ts';
import { useMessages } from '../../i18n/namespace.ts';
import { RichText } from '../../i18n/rich-text.tsx';

/**
 * Shown to a signed-in user whose email is not verified yet: booking and reporting wait for it. The
 * store mailed them a link at sign-up (the demo's mail catcher shows it); they can ask for another.
 */
export function VerifyEmailBanner() {
  const verification = useEmailVerification();
  const t = useMessages(verifyEmail);
  if (verification.verified !== false) return null;

  return (
    <section aria-label={t('label')} className="bg-warning/20 border-warning border-b px-4 py-3">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="grow text-sm">
          <RichText text={t('banner', { email: verification.email ?? '' })} parts={[(words) => <strong>{words}</strong>]} />
        </p>
        <VerifyEmailActions verification={verification} />
      </div>
    </section>
  );
}
