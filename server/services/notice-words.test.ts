import { describe, expect, it } from 'vitest';
import { EMAIL_TOPIC_LABELS, EMAIL_TOPICS } from '../../shared/email-settings.ts';
import { bundleTitles, checkoutWords, whatValues } from './checkouts.ts';
import { translate } from '../i18n/translate.ts';

const price = { amount: { minor: 135_050, currency: 'BDT' }, title: 'Aranyak' };

describe('translate', () => {
  it('writes an amount in the reader’s language and digits', () => {
    expect(translate('en', true, 'notices.payoutSent', price)).toBe('BDT\u00a01,350.50 for “Aranyak” is on its way to your payout account.');
    expect(translate('bn', true, 'notices.payoutSent', price)).toBe('“Aranyak”-এর জন্য ১,৩৫০.৫০৳ আপনার পেআউট অ্যাকাউন্টে পাঠানো হচ্ছে।');
    expect(translate('bn', false, 'notices.payoutSent', price)).toBe('“Aranyak”-এর জন্য 1,350.50৳ আপনার পেআউট অ্যাকাউন্টে পাঠানো হচ্ছে।');
  });

  it('names a copy by its title and a bundle by its titles, listed in the reader’s words, and counts in their digits', () => {
    const bundle = whatValues(['Aranyak', 'Kapalkundala', 'Lalsalu']);
    expect(translate('en', true, 'notices.autoCompleted.seller', { ...bundle, days: 7 })).toBe(
      'The bundle “Aranyak”, “Kapalkundala” and “Lalsalu” completed 7 days after its handover: the sale is complete.',
    );
    expect(translate('bn', true, 'notices.autoCompleted.seller', { ...bundle, days: 7 })).toBe(
      'হস্তান্তরের ৭ দিন পর “Aranyak”, “Kapalkundala” এবং “Lalsalu” বান্ডেলটির অর্ডার নিজে থেকেই সম্পন্ন হয়েছে: বিক্রিটি এখন চূড়ান্ত।',
    );
    expect(translate('en', true, 'notices.orderPaid.buyer', whatValues(['Aranyak']))).toBe('Your payment for “Aranyak” went through.');
  });

  it('keeps what people typed as they typed it, escapes and ICU syntax included', () => {
    const typed = 'Is it \\u0041 {new} #1?';
    expect(translate('bn', true, 'notices.message', { name: 'Rina', title: 'Lalsalu', text: typed })).toBe(`Rina “Lalsalu” নিয়ে লিখেছেন: ${typed}`);
  });

  it('names the email topics as the settings do, in lower case', () => {
    for (const topic of EMAIL_TOPICS) expect(translate('en', true, `emails.topic.${topic}`)).toBe(EMAIL_TOPIC_LABELS[topic].title.toLowerCase());
  });
});

describe('bundleTitles', () => {
  it('gives back the titles of an offer’s bundle words, which list again into the same words', () => {
    const titles = ['A “quoted”, title', 'B and “C”', 'Zeta'];
    expect(bundleTitles(checkoutWords(titles))).toEqual(titles);
    expect(
      translate('en', true, 'notices.offerLapsed.notForSale', {
        amount: { minor: 100, currency: 'BDT' },
        ...whatValues(bundleTitles(checkoutWords(titles)), true),
      }),
    ).toBe(`The offer of BDT\u00a01 for ${checkoutWords(titles)} lapsed: the copy is no longer for sale.`);
  });
});
