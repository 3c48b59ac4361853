import { useId, type ReactNode } from 'react';

export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: true | undefined;
  'aria-required': true | undefined;
};

type FormFieldProps = {
  label: string;
  error?: string | undefined;
  /**
   * Marks the field as one the form cannot go without, before anyone submits: a visible asterisk
   * beside the label (the form says what it means) and `required` on the control for assistive
   * technology (the form still checks on submit, with its own messages).
   */
  required?: boolean;
  /** Renders the control, wired to the label and to the error under it. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form control with its own error line under it. */
export function FormField({ label, error, required, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      {required ? (
        // The mark sits beside the label, not in it: the field's name stays "Email", not "Email *".
        <div className="flex items-baseline gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          <span aria-hidden="true" className="text-error text-sm font-medium">
            *
          </span>
        </div>
      ) : (
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
      )}
      {children({
        id,
        'aria-describedby': error ? errorId : undefined,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
        'aria-required': required || undefined,
      })}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
