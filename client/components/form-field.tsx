import { useId, type ReactNode } from 'react';

export type ControlProps = {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
};

type FormFieldProps = {
  label: string;
  error?: string | undefined;
  /** Renders the control, wired to the label and to the error under it. */
  children: (control: ControlProps) => ReactNode;
};

/** A labelled form control with its own error line under it. */
export function FormField({ label, error, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({ id, 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="text-error text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
