import { TRPCError } from '@trpc/server';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_STORAGE_KEY } from '../../../shared/constants.ts';
import { EXAMPLE_OFFER } from '../../../shared/offers.ts';
import { aBook } from '../../test/books.ts';
import { fieldErrors, fill } from '../../test/fields.ts';
import { fakeServer, renderWithProviders, STORE_CONFIG, type Handlers } from '../../test/fake-server.tsx';
import { BookingModal } from './booking-modal.tsx';

const BOOK = aBook({ priceMinor: 35050 });
/** The store's access token, kept by the browser: it lapses in 2100. */
const SESSION = `header.${btoa(JSON.stringify({ exp: 4102444800, email: 'reader@example.com' }))}.signature`;
const LABELS = ['Phone', 'Location (optional)'] as const;
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const submit = () => screen.getByRole('button', { name: 'Submit' });

function renderModal(handlers: Handlers = {}, offer?: { onSent: (conversationId: string) => void }) {
  const server = fakeServer({
    'catalog.storeConfig': () => STORE_CONFIG,
    'users.byEmail': ({ email }) => ({ _id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d', name: 'Rina Rahman', email, image: '', role: 'buyer' }),
    ...handlers,
  });
  const onClose = vi.fn();
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<BookingModal book={BOOK} onClose={onClose} offer={offer} />);
  return { server, user, onClose };
}

describe('BookingModal', () => {
  it('shows the book, its price in the store currency and who is booking, with the phone field ready to type in', async () => {
    renderModal();

    const dialog = screen.getByRole('dialog', { name: 'The God of Small Things' });
    expect(dialog.textContent).toContain('by Arundhati Roy');
    expect(dialog.textContent.replace(/\u00a0/g, ' ')).toContain('Price: BDT 350.50');
    await waitFor(() => expect(field('Your name').value).toBe('Rina Rahman'));
    expect(field('Your email').value).toBe('reader@example.com');
    expect(document.activeElement).toBe(field('Phone'));
  });

  it('asks for a phone number, under the field, and books nothing without one', async () => {
    const { server, user } = renderModal();

    await fill(user, field('Location (optional)'), 'Chattogram');
    await user.click(submit());

    expect(fieldErrors(LABELS)).toEqual({ Phone: 'Phone is required', 'Location (optional)': null });
    expect(document.activeElement).toBe(field('Phone'));
    expect(server.inputsOf('orders.book')).toEqual([]);
  });

  it.each([
    ['12', 'Phone must be a phone number, e.g. +8801700000000'],
    ['call me', 'Phone must be a phone number, e.g. +8801700000000'],
    ['+880 1700 000 000 000 000 000 000 000 000 000', 'Phone is at most 40 characters'],
  ])('explains why %j is not a phone number', async (phone, message) => {
    const { server, user } = renderModal();

    await fill(user, field('Phone'), phone);
    await user.click(submit());

    expect(fieldErrors(LABELS)).toEqual({ Phone: message, 'Location (optional)': null });
    expect(server.inputsOf('orders.book')).toEqual([]);
  });

  it('books the copy with the trimmed phone and location, signed in with the stored token, then closes', async () => {
    localStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, SESSION);
    const { server, user, onClose } = renderModal({ 'orders.book': () => ({ acknowledged: true, insertedId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' }) });

    await fill(user, field('Phone'), ' +880 1800-000000 ');
    await fill(user, field('Location (optional)'), ' Chattogram ');
    await user.click(submit());

    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.inputsOf('orders.book')).toEqual([{ bookPostingId: BOOK._id, buyerPhone: '+880 1800-000000', buyerLocation: 'Chattogram' }]);
    expect(server.calls.find((call) => call.path === 'orders.book')?.authorization).toBe(`Bearer ${SESSION}`);
  });

  it("shows the store's refusal in the dialog and keeps it open", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, onClose } = renderModal({
      'orders.book': () => {
        throw new TRPCError({ code: 'CONFLICT', message: 'Someone else has just booked this copy.' });
      },
    });

    await fill(user, field('Phone'), '+8801800000000');
    await user.click(submit());

    expect((await screen.findByRole('alert')).textContent).toBe('Someone else has just booked this copy.');
    expect(onClose).not.toHaveBeenCalled();
    expect(fieldErrors(LABELS)).toEqual({ Phone: null, 'Location (optional)': null });
    expect(logged).toHaveBeenCalledWith('Booking the copy failed', expect.anything());
  });

  it('keeps Submit spinning and disabled while the booking is on its way, then closes', async () => {
    let answer: (result: { acknowledged: true; insertedId: string }) => void = () => undefined;
    const { user, onClose } = renderModal({ 'orders.book': () => new Promise((resolve) => (answer = resolve)) });

    await fill(user, field('Phone'), '+8801800000000');
    await user.click(submit());

    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    expect(submit().closest('form')?.getAttribute('aria-busy')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    answer({ acknowledged: true, insertedId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' });
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });

  it('after a refusal, lets the person try again: the old refusal goes and the next answer counts', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let refuse = true;
    const { server, user, onClose } = renderModal({
      'orders.book': () => {
        if (refuse) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: 'Too many bookings at once. Try again in a minute.' });
        return { acknowledged: true, insertedId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d' };
      },
    });
    await fill(user, field('Phone'), '+8801800000000');
    await user.click(submit());
    await screen.findByRole('alert');
    expect(submit()).toHaveProperty('disabled', false);

    await user.clear(field('Phone'));
    await user.click(submit());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fieldErrors(LABELS)).toEqual({ Phone: 'Phone is required', 'Location (optional)': null });
    expect(document.activeElement).toBe(field('Phone'));

    refuse = false;
    await fill(user, field('Phone'), '+8801800000000');
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(server.inputsOf('orders.book')).toHaveLength(2);
  });

  describe('as an offer', () => {
    const CONVERSATION = '9c8b7a6f-5e4d-4c3b-8a2f-1e0d9c8b7a6f';

    it('asks for the amount first, checks it with the store rule, and sends nothing without one', async () => {
      const { server, user } = renderModal({}, { onSent: vi.fn() });
      const dialog = screen.getByRole('dialog', { name: 'The God of Small Things' });
      expect(dialog.textContent.replace(/\u00a0/g, ' ')).toContain('Listed at BDT 350.50');
      expect(document.activeElement).toBe(field('Your offer'));
      await fill(user, field('Phone'), '+8801800000000');
      await user.click(screen.getByRole('button', { name: 'Send offer' }));
      expect(fieldErrors(['Your offer'])).toEqual({ 'Your offer': 'Price must be a positive amount, e.g. 350' });
      expect(server.inputsOf('offers.make')).toEqual([]);
    });

    it('sends the offer as typed and hands over its conversation', async () => {
      const onSent = vi.fn();
      const { server, user, onClose } = renderModal({ 'offers.make': () => ({ ...EXAMPLE_OFFER, conversationId: CONVERSATION }) }, { onSent });
      await fill(user, field('Your offer'), ' 300 ');
      await fill(user, field('Phone'), '+8801800000000');
      await user.click(screen.getByRole('button', { name: 'Send offer' }));
      await waitFor(() => expect(onSent).toHaveBeenCalledWith(CONVERSATION));
      expect(onClose).toHaveBeenCalledOnce();
      expect(server.inputsOf('offers.make')).toEqual([{ bookId: BOOK._id, price: '300', buyerPhone: '+8801800000000', buyerLocation: '' }]);
    });
  });

  describe('for a bundle', () => {
    const BOOKS = [
      aBook({ _id: '1b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', book: 'Emma', priceMinor: 33333, sellerName: 'Nadia Rahman' }),
      aBook({ _id: '2b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', book: 'Persuasion', priceMinor: 33333, sellerName: 'Nadia Rahman' }),
      aBook({ _id: '3b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b', book: 'Dracula', priceMinor: 33334, sellerName: 'Nadia Rahman' }),
    ];
    function renderBundle(handlers: Handlers, offer?: { onSent: (conversationId: string) => void }) {
      const server = fakeServer({ 'catalog.storeConfig': () => STORE_CONFIG, ...handlers });
      const onBooked = vi.fn();
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<BookingModal bundle={{ books: BOOKS, discount: { percent: 10, minBooks: 3 }, onBooked }} offer={offer} onClose={vi.fn()} />);
      return { server, user, onBooked };
    }

    it('lists the books and their price together, less the seller’s discount, and books them all in one call', async () => {
      const at = '2026-11-29T10:00:00.000Z';
      const booked = {
        _id: 'bundle-1',
        state: 'booked' as const,
        listedMinor: 100000,
        priceMinor: 90000,
        discountPercent: 10,
        currency: 'BDT',
        rating: null,
        expiresAt: at,
        createdAt: at,
        orders: [],
      };
      const { server, user, onBooked } = renderBundle({ 'bundles.book': () => booked });
      const dialog = screen.getByRole('dialog', { name: '3 books from Nadia Rahman' });
      const text = dialog.textContent.replace(/\u00a0/g, ' ');
      expect(text).toContain('Together: instead of BDT 1,000BDT 900');
      expect(text).toContain('10 % off for buying them together.');
      await fill(user, field('Phone'), '+8801800000000');
      await user.click(submit());
      await waitFor(() => expect(onBooked).toHaveBeenCalledWith(booked));
      expect(server.inputsOf('bundles.book')).toEqual([{ bookIds: BOOKS.map((b) => b._id), buyerPhone: '+8801800000000', buyerLocation: '' }]);
    });

    it('sends an offer on them together', async () => {
      const onSent = vi.fn();
      const { server, user } = renderBundle({ 'offers.make': () => EXAMPLE_OFFER }, { onSent });
      await fill(user, field('Your offer'), '800');
      await fill(user, field('Phone'), '+8801800000000');
      await user.click(screen.getByRole('button', { name: 'Send offer' }));
      await waitFor(() => expect(onSent).toHaveBeenCalledWith(EXAMPLE_OFFER.conversationId));
      expect(server.inputsOf('offers.make')).toEqual([{ bookIds: BOOKS.map((b) => b._id), price: '800', buyerPhone: '+8801800000000', buyerLocation: '' }]);
    });
  });
});
