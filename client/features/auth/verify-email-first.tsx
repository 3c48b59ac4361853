import type { EmailVerification } from './use-email-verification.ts';
import { VerifyEmailActions } from './verify-email-actions.tsx';

/**
 * Instead of a form that needs a verified email (booking a copy): says so before anything is filled
 * in, with what to do about it.
 */
export function VerifyEmailFirst({ verification, toDo }: { verification: EmailVerification; toDo: string }) {
  return (
    <div role="status" className="border-warning bg-warning/15 rounded-box mt-5 space-y-3 border p-4">
      <p className="font-semibold">Verify your email address first</p>
      <p className="text-sm break-words">
        You can {toDo} once your email address is verified. We sent a link to {verification.email}: follow it, then come back and press “I have verified it”.
      </p>
      <VerifyEmailActions verification={verification} size="md" />
    </div>
  );
}
