import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { common } from '../i18n/common.ts';
import { switchReading } from '../i18n/i18n.ts';
import { errorMessage } from './error-message.ts';
import { ResponseError } from './response-error.ts';

describe('errorMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what failed, in the words of the error', () => {
    expect(errorMessage(new Error('This copy was just booked by someone else.'))).toBe('This copy was just booked by someone else.');
    expect(errorMessage('?')).toBe('Something went wrong. Please try again.');
  });

  it('on a Bangla page, says an API refusal in Bangla by its code, the server’s English words after it', async () => {
    await switchReading('bn', true);
    try {
      const refusal = new TRPCClientError('Someone else has just booked this copy.', { result: { error: { data: { code: 'CONFLICT' } } } });
      expect(errorMessage(refusal)).toBe('এই মুহূর্তে এটি করা যাচ্ছে না। (Someone else has just booked this copy.)');
      expect(errorMessage(new ResponseError('Too many images.', 'TOO_MANY_REQUESTS'))).toMatch(/^অল্প সময়ে অনেকবার .* \(Too many images\.\)$/);
      // Not from the API (a Firebase error already in the page's words): shown as it is.
      expect(errorMessage(new Error('পাসওয়ার্ডটি ভুল।'))).toBe('পাসওয়ার্ডটি ভুল।');
    } finally {
      await switchReading('en', true);
    }
  });

  it('offline, says that nothing was sent rather than "Failed to fetch"', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(common.t('offlineWrite'));
  });
});
