import { TRPCError } from '@trpc/server';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaymentIntent } from '../../../shared/orders.ts';
import { currentLocation, fakeServer, renderWithProviders } from '../../test/fake-server.tsx';
import { TestCardForm } from './test-card-form.tsx';

const INTENT: PaymentIntent = { provider: 'test', clientSecret: 'test_secret_5a6b7c8d.c2lnbmF0dXJl', amount: 35000, currency: 'BDT' };

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const payButton = () => screen.getByRole('button', { name: /Pay|Preparing/ });

function renderForm(intent: PaymentIntent | null = INTENT, preparing = false) {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<TestCardForm intent={intent} preparing={preparing} />, { path: '/dashboard/payment/1' });
  return user;
}

describe('TestCardForm', () => {
  it('groups the card number in fours as it is typed', async () => {
    fakeServer({});
    const user = renderForm();

    await user.type(field('Card number'), '42424');
    expect(field('Card number').value).toBe('4242 4');
    await user.type(field('Card number'), '24242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
  });

  it('reads a pasted card number with dashes as the same number', async () => {
    fakeServer({});
    const user = renderForm();

    await user.click(field('Card number'));
    await user.paste('4000-0000-0000-0002');
    expect(field('Card number').value).toBe('4000 0000 0000 0002');
  });

  it('writes the expiry as MM/YY, adding the slash with the third digit', async () => {
    fakeServer({});
    const user = renderForm();

    await user.type(field('Expiry (MM/YY)'), '12');
    expect(field('Expiry (MM/YY)').value).toBe('12');
    await user.type(field('Expiry (MM/YY)'), '9');
    expect(field('Expiry (MM/YY)').value).toBe('12/9');
    await user.type(field('Expiry (MM/YY)'), '95');
    expect(field('Expiry (MM/YY)').value).toBe('12/99');
  });

  it('reads a first digit above 1 as a month ("4" becomes "04")', async () => {
    fakeServer({});
    const user = renderForm();

    await user.type(field('Expiry (MM/YY)'), '429');
    expect(field('Expiry (MM/YY)').value).toBe('04/29');
  });

  it('lets the person delete back over the slash', async () => {
    fakeServer({});
    const user = renderForm();

    await user.type(field('Expiry (MM/YY)'), '123');
    expect(field('Expiry (MM/YY)').value).toBe('12/3');
    await user.keyboard('{Backspace}');
    expect(field('Expiry (MM/YY)').value).toBe('12');
    await user.keyboard('{Backspace}');
    expect(field('Expiry (MM/YY)').value).toBe('1');
  });

  it('keeps only digits in the CVC, four at most', async () => {
    fakeServer({});
    const user = renderForm();

    await user.type(field('CVC'), '1a2b3c45');
    expect(field('CVC').value).toBe('1234');
  });

  it("says what is wrong under the Pay button, Stripe's way, one problem at a time", async () => {
    const server = fakeServer({});
    const user = renderForm();

    await user.type(field('Card number'), '4242 4242');
    await user.type(field('Expiry (MM/YY)'), '12');
    await user.click(payButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your card number is incomplete.');
    // The form is described by its error, so a screen reader reads it with the form.
    expect(alert.closest('form')!.getAttribute('aria-describedby')).toBe(alert.id);

    await user.type(field('Card number'), '42424242');
    await user.click(payButton());
    expect(screen.getByRole('alert').textContent).toBe("Your card's expiration date is incomplete.");

    await user.type(field('Expiry (MM/YY)'), '34');
    await user.click(payButton());
    expect(screen.getByRole('alert').textContent).toBe("Your card's security code is incomplete.");
    expect(server.calls).toEqual([]);
  });

  it('cannot be sent before the server has started the payment', () => {
    fakeServer({});
    renderForm(null, true);

    expect(payButton().textContent).toBe('Preparing…');
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('pays with the card as typed, then takes the buyer to their orders', async () => {
    const server = fakeServer({ 'orders.confirmTestPayment': () => ({ acknowledged: true, status: 'succeeded' }) });
    const user = renderForm();

    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry (MM/YY)'), '1234');
    await user.type(field('CVC'), '123');
    await user.click(payButton());

    await waitFor(() => expect(currentLocation()).toBe('/dashboard/buyer'));
    expect(server.inputsOf('orders.confirmTestPayment')).toEqual([
      { clientSecret: INTENT.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the provider's refusal under the Pay button and lets the person try another card", async () => {
    fakeServer({
      'orders.confirmTestPayment': ({ cardNumber }) => {
        if (cardNumber.startsWith('4000')) throw new TRPCError({ code: 'PRECONDITION_FAILED', message: 'Your card was declined.' });
        return { acknowledged: true, status: 'succeeded' };
      },
    });
    const user = renderForm();

    await user.type(field('Card number'), '4000000000000002');
    await user.type(field('Expiry (MM/YY)'), '1234');
    await user.click(payButton());
    expect(screen.getByRole('alert').textContent).toBe("Your card's security code is incomplete.");

    // Once the card is complete, the form's own complaint gives way to the provider's answer.
    await user.type(field('CVC'), '123');
    await user.click(payButton());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card was declined.'));
    expect(payButton()).toHaveProperty('disabled', false);
    expect(currentLocation()).toBe('/dashboard/payment/1');
  });
});
