import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { errorMessage } from './error-message.ts';

export type FormReading<V, E> = { values: V } | { errors: E };

/**
 * A form checked when it is submitted: per-field errors (the keyboard is taken to the first field
 * that needs fixing), a busy flag while it is sent, and the failure message if sending fails
 * (shown in the form). `submit` navigates away or closes the form on success, so busy stays set.
 */
export function useCheckedForm<V, E extends object>(read: (form: FormData) => FormReading<V, E>, submit: (values: V) => Promise<unknown>, what: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<E>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A radio group is invalid as a whole: its first radio takes the keyboard.
    const control = invalid?.getAttribute('role') === 'radiogroup' ? invalid.querySelector<HTMLElement>('input') : invalid;
    control?.focus();
  }, [errors]);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = read(new FormData(event.currentTarget));
    setFailure(null);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await submit(result.values);
    } catch (error) {
      console.error(`${what} failed`, error);
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return { formRef, errors, failure, busy, onSubmit };
}
