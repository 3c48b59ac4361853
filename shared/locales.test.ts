import { describe, expect, it } from 'vitest';
import { intlLocale, preferredLocale } from './locales.ts';

describe('preferredLocale', () => {
  it('takes the best-rated of our languages an Accept-Language names, else English', () => {
    expect(preferredLocale('bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('bn');
    expect(preferredLocale('en-GB,en;q=0.9,bn;q=0.8')).toBe('en');
    expect(preferredLocale('fr-FR,fr;q=0.9,bn;q=0.5,en;q=0.4')).toBe('bn');
    expect(preferredLocale('en;q=0.5, bn;q=0.8')).toBe('bn');
    expect(preferredLocale('bn;q=0, en')).toBe('en');
    expect(preferredLocale('de')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale('*;q=0.1,,;;')).toBe('en');
  });
});

describe('intlLocale', () => {
  it('writes Bangla in Bangla digits unless the person chose 0-9', () => {
    expect(new Intl.NumberFormat(intlLocale('bn')).format(1250)).toBe('১,২৫০');
    expect(new Intl.NumberFormat(intlLocale('bn', false)).format(1250)).toBe('1,250');
    expect(new Intl.NumberFormat(intlLocale('en')).format(1250)).toBe('1,250');
  });
});
