import { afterEach, describe, expect, it, vi } from 'vitest';
import { common } from '../i18n/common.ts';
import { errorMessage } from './error-message.ts';

describe('errorMessage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what failed, in the words of the error', () => {
    expect(errorMessage(new Error('This copy was just booked by someone else.'))).toBe('This copy was just booked by someone else.');
    expect(errorMessage('?')).toBe('Something went wrong. Please try again.');
  });

  it('offline, says that nothing was sent rather than "Failed to fetch"', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(common.t('offlineWrite'));
  });
});
