import type { EmailVerification } from './use-email-verification.ts';
import { VerifyEmailActions } from './verify-email-actions.tsx';
import { verifyEmail } from '../../i18n/verify-email.ts';
import { useMessages } from '../../i18n/namespace.ts';

type VerifyEmailFirstProps = {
  verification: EmailVerification;
  /** What the form is for, as the sentence "You can … once" takes it: "book this copy" (in Bangla, "… পারবেন" takes "কপিটি বুক করতে"). */
  toDo: string;
};

/**
 * Instead of a form that needs a verified email (booking a copy): says so before anything is filled
 * in, with what to do about it.
 */
export function VerifyEmailFirst({ verification, toDo }: VerifyEmailFirstProps) {
  const t = useMessages(verifyEmail);
  return (
    <div role="status" className="border-warning bg-warning/15 rounded-box mt-5 space-y-3 border p-4">
      <p className="font-semibold">{t('firstTitle')}</p>
      <p className="text-sm break-words">{t('first', { toDo, email: verification.email ?? '' })}</p>
      <VerifyEmailActions verification={verification} size="md" />
    </div>
  );
}
