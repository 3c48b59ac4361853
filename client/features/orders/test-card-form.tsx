import { useId, useState, type ChangeEvent, type SubmitEvent } from 'react';
import type { PaymentIntent } from '../../../shared/orders.ts';
import { FormField } from '../../components/form-field.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { payment } from '../../i18n/payment.ts';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';
import { readCardForm } from './card-values.ts';
import { useConfirmTestPayment } from './use-confirm-test-payment.ts';

/** Rewrites the field's text in its format as the user types or pastes. */
const formatted = (format: (text: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
  const input = event.currentTarget;
  input.value = format(input.value);
};

type TestCardFormProps = {
  /** Null until the server has started the payment: the provider is not ready, so Pay is disabled. */
  intent: PaymentIntent | null;
  /** True while the server is starting the payment. */
  preparing: boolean;
};

/** The card form of the built-in test provider; its error shows under the Pay button. */
export function TestCardForm({ intent, preparing }: TestCardFormProps) {
  const confirm = useConfirmTestPayment();
  const t = useMessages(payment);
  const [invalid, setInvalid] = useState<string | null>(null);
  const errorId = useId();
  const message = invalid ?? confirm.error?.message ?? null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!intent) return;
    const result = readCardForm(intent.clientSecret, new FormData(event.currentTarget));
    if ('error' in result) {
      setInvalid(result.error);
      return;
    }
    setInvalid(null);
    confirm.mutate(result.values);
  };

  const busy = confirm.isPending || confirm.isSuccess;
  return (
    <form noValidate onSubmit={submit} aria-busy={busy} aria-describedby={message ? errorId : undefined} className="space-y-4">
      <CardField
        label={t('cardNumber')}
        name="cardNumber"
        autoComplete="cc-number"
        placeholder="4242 4242 4242 4242"
        maxLength={23}
        format={formatCardNumber}
      />
      <div className="grid grid-cols-2 gap-4">
        <CardField label={t('expiry')} name="expiry" autoComplete="cc-exp" placeholder="12/34" maxLength={7} format={formatExpiry} />
        <CardField label={t('cvc')} name="cvc" autoComplete="cc-csc" placeholder="123" maxLength={4} format={formatCvc} />
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={!intent || busy}>
        {(busy || preparing) && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {t(preparing ? 'preparing' : 'pay')}
      </button>
      {message && (
        <p id={errorId} role="alert" className="text-error text-sm font-medium">
          {message}
        </p>
      )}
    </form>
  );
}

type CardFieldProps = { label: string; name: string; autoComplete: string; placeholder: string; maxLength: number; format: (text: string) => string };

/** One of the card's fields: digits typed on a number pad, formatted as they are typed. */
function CardField({ label, format, ...input }: CardFieldProps) {
  return (
    <FormField label={label}>
      {(control) => <input {...control} {...input} inputMode="numeric" onChange={formatted(format)} className="input w-full font-mono" />}
    </FormField>
  );
}
