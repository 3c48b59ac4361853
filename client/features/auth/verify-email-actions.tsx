import type { EmailVerification } from './use-email-verification.ts';
import { verifyEmail } from '../../i18n/verify-email.ts';
import { useMessages } from '../../i18n/namespace.ts';

/** "Send the link again" and "I have verified it", wherever an unverified email stops someone. */
export function VerifyEmailActions({ verification, size = 'sm' }: { verification: EmailVerification; size?: 'sm' | 'md' }) {
  const small = size === 'sm' ? 'btn-sm' : '';
  const t = useMessages(verifyEmail);
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={`btn btn-ghost ${small}`} disabled={verification.busy} onClick={() => void verification.resend()}>
        {t('sendAgain')}
      </button>
      <button type="button" className={`btn btn-primary ${small}`} disabled={verification.busy} onClick={() => void verification.confirm()}>
        {t('haveVerified')}
      </button>
    </div>
  );
}
