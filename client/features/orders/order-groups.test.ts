import { describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/orders.ts';
import { groupOrders } from './order-groups.ts';

const NOW = Date.parse('2026-11-29T12:00:00.000Z');
const order = (id: string, fields: Partial<Order> = {}): Order => ({
  _id: id,
  bookPostingId: `book-${id}`,
  book: `Book ${id}`,
  author: 'Some Author',
  description: '',
  image: '/images/c.webp',
  resalePrice: '100',
  price: '100',
  priceMinor: 10000,
  sellerEmail: 's@example.com',
  sellerPhone: '+8801700000000',
  sellerLocation: 'Dhaka',
  buyerEmail: 'b@example.com',
  buyerPhone: '+8801800000000',
  buyerLocation: '',
  status: 'paid',
  state: 'paid',
  payment: true,
  handedOverAt: null,
  handoverNote: null,
  problem: null,
  rating: null,
  reviewRemoved: false,
  expiresAt: '2026-11-30T12:00:00.000Z',
  cancelReason: null,
  cancelReasonCode: null,
  bundleId: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  ...fields,
});

describe('My Orders’ groups', () => {
  it('shows a bundle as one entry: its lead order, every title and author, and the price of them all', () => {
    const bundle = { bundleId: 'bundle-1' };
    const { open } = groupOrders(
      [
        order('c', { ...bundle, book: 'Emma', author: 'Jane Austen', priceMinor: 9000 }),
        order('single'),
        order('a', { ...bundle, book: 'Persuasion', author: 'Jane Austen', priceMinor: 9000, rating: 5 }),
        order('b', { ...bundle, book: 'Dracula', author: 'Bram Stoker', priceMinor: 9001 }),
      ],
      NOW,
    );
    expect(open.map((o) => [o._id, o.book, o.author, o.priceMinor, o.rating])).toEqual([
      ['a', '3 books together: “Dracula”, “Emma” and “Persuasion”', 'Jane Austen and Bram Stoker', 27001, 5],
      ['single', 'Book single', 'Some Author', 10000, null],
    ]);
  });

  it('sets a bundle whose hold ran out apart, as one', () => {
    const expired = { bundleId: 'bundle-2', status: 'booked', state: 'booked', payment: false, expiresAt: '2026-11-29T11:00:00.000Z' } as const;
    const { open, closed } = groupOrders([order('x', expired), order('y', expired)], NOW);
    expect(open).toEqual([]);
    expect(closed.map((o) => [o._id, o.status, o.cancelReason, o.cancelReasonCode])).toEqual([
      ['x', 'cancelled', 'The booking expired before it was paid.', 'expired'],
    ]);
  });
});
