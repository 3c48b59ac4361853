import { afterEach, describe, expect, it } from 'vitest';
import { switchReading } from '../../i18n/i18n.ts';
import { messageWords } from './message-words.ts';

const countered = { text: 'Countered with BDT 320.', offer: { offerId: 'o1', step: 'countered' as const, amountMinor: 32000 } };

describe('messageWords', () => {
  afterEach(() => switchReading('en', true));

  it('in English, shows a message as the server wrote it, an offer’s step too', () => {
    expect(messageWords({ text: 'Is the cover torn?', offer: null }, 'BDT')).toBe('Is the cover torn?');
    expect(messageWords(countered, 'BDT')).toBe('Countered with BDT 320.');
  });

  it('in Bangla, says an offer’s step in Bangla with its amount in the page’s digits; a person’s words stay theirs', async () => {
    await switchReading('bn', true);
    expect(messageWords(countered, 'BDT')).toBe('৩২০৳ পাল্টা অফার দিয়েছেন।');
    expect(messageWords({ text: 'Is the cover torn?', offer: null }, 'BDT')).toBe('Is the cover torn?');
  });
});
