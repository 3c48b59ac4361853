import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type SubmitEvent } from 'react';
import { usePaymentSucceeded } from './use-payment-succeeded.ts';
import { SubmitButton } from '../../components/submit-button.tsx';
import { useMessages } from '../../i18n/namespace.ts';
import { payment } from '../../i18n/payment.ts';

const loaded = new Map<string, Promise<Stripe | null>>();
/** Stripe.js is fetched from Stripe once per publishable key, and only on this page. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe Elements for the order's PaymentIntent; the signed webhook then marks the order paid. */
export function StripeCardForm({ publishableKey, clientSecret }: { publishableKey: string; clientSecret: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <CheckoutForm />
    </Elements>
  );
}

function CheckoutForm() {
  const stripe = useStripe();
  const elements = useElements();
  const succeeded = usePaymentSucceeded();
  const t = useMessages(payment);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({ elements, redirect: 'if_required' });
    if (result.error) {
      // The provider's message is shown under the Pay button.
      setError(result.error.message ?? t('notCompleted'));
      setBusy(false);
      return;
    }
    await succeeded();
  };

  return (
    <form onSubmit={(event) => void pay(event)} className="space-y-4" aria-busy={busy}>
      <PaymentElement />
      <SubmitButton busy={busy} disabled={!stripe || !elements} className="w-full">
        {t('pay')}
      </SubmitButton>
      {error && (
        <p role="alert" className="text-error">
          {error}
        </p>
      )}
    </form>
  );
}
