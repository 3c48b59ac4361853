import type { ReactNode } from 'react';

type SubmitButtonProps = {
  /** Spinning and disabled while the form is being sent. */
  busy: boolean;
  /** Disabled for another reason too (e.g. the payment form is not ready yet). */
  disabled?: boolean;
  /** Width and layout beyond the primary look: "w-full", "w-full sm:w-auto". */
  className?: string;
  children: ReactNode;
};

/** A form's primary submit button, with a spinner while it is busy. */
export function SubmitButton({ busy, disabled = false, className = '', children }: SubmitButtonProps) {
  return (
    <button type="submit" className={`btn btn-primary ${className}`.trim()} disabled={busy || disabled}>
      {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
