import { describe, expect, it } from 'vitest';
import { newBookFields, priceIn } from './books.ts';
import { asciiDigits } from './digits.ts';
import { newOrderSchema } from './orders.ts';

describe('numbers typed in Bangla digits', () => {
  it('read as 0-9, leaving other text as it is', () => {
    expect(asciiDigits('৩৫০.৫০')).toBe('350.50');
    expect(asciiDigits('+৮৮০ ১৭০০-০০০০০০')).toBe('+880 1700-000000');
    expect(asciiDigits('ধানমন্ডি ২৭')).toBe('ধানমন্ডি 27');
  });

  it('price, years of use and phone of a listing, and a booking’s phone, take them', () => {
    expect(priceIn('BDT').parse('৩৫০.৫০')).toBe(35050);
    const listing = newBookFields.pick({ price: true, years: true, phone: true }).parse({ price: '৪২০', years: '৩', phone: '+৮৮০১৭০০০০০০০০' });
    expect(listing).toEqual({ price: '420', years: 3, phone: '+8801700000000' });
    const order = newOrderSchema.parse({ bookPostingId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', buyerPhone: '০১৭১১ ১১১১১১' });
    expect(order.buyerPhone).toBe('01711 111111');
  });

  it('refuse what is still not a number, with the rule in English as the API says it', () => {
    expect(newOrderSchema.safeParse({ bookPostingId: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a', buyerPhone: 'ফোন নেই' }).error?.issues[0]?.message).toBe(
      'Phone must be a phone number, e.g. +8801700000000',
    );
    expect(priceIn('BDT').safeParse('৩৫০৳').success).toBe(false);
  });
});
