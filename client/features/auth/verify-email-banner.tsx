import { useEmailVerification } from './use-email-verification.ts';
import { VerifyEmailActions } from './verify-email-actions.tsx';

/**
 * Shown to a signed-in user whose email is not verified yet: booking and reporting wait for it. The
 * store mailed them a link at sign-up (the demo's mail catcher shows it); they can ask for another.
 */
export function VerifyEmailBanner() {
  const verification = useEmailVerification();
  if (verification.verified !== false) return null;

  return (
    <section aria-label="Verify your email" className="bg-warning/20 border-warning border-b px-4 py-3">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3">
        <p className="grow text-sm">
          <strong>Verify your email address</strong> to book copies and report listings. We sent a link to {verification.email}.
        </p>
        <VerifyEmailActions verification={verification} />
      </div>
    </section>
  );
}
