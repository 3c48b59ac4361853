import type { EmailVerification } from './use-email-verification.ts';

/** "Send the link again" and "I have verified it", wherever an unverified email stops someone. */
export function VerifyEmailActions({ verification, size = 'sm' }: { verification: EmailVerification; size?: 'sm' | 'md' }) {
  const small = size === 'sm' ? 'btn-sm' : '';
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={`btn btn-ghost ${small}`} disabled={verification.busy} onClick={() => void verification.resend()}>
        Send the link again
      </button>
      <button type="button" className={`btn btn-primary ${small}`} disabled={verification.busy} onClick={() => void verification.confirm()}>
        I have verified it
      </button>
    </div>
  );
}
