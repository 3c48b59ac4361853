import { describe, expect, it } from 'vitest';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format.ts';
import { testCardSchema } from '../../../shared/orders.ts';

describe('the card form’s formatting', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 4242 4242', '4242 4242 4242 4242'],
    ['4000-0000-0000-0002', '4000 0000 0000 0002'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('groups the card number %j as %j', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it.each([
    ['1299', '12/99'],
    ['12/99', '12/99'],
    ['12 / 99', '12/99'],
    ['123', '12/3'],
    ['12', '12'],
    ['1', '1'],
    ['4', '04'],
    ['429', '04/29'],
    ['12/999', '12/99'],
  ])('writes the expiry %j as %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it('keeps only the digits of a CVC, four at most', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345')).toBe('1234');
  });

  it('formats what the store accepts: "1299" typed is a complete expiry', () => {
    const card = { clientSecret: 'x', cardNumber: formatCardNumber('4242424242424242'), expiry: formatExpiry('1299'), cvc: formatCvc('123') };
    expect(testCardSchema.safeParse(card).success).toBe(true);
  });
});
