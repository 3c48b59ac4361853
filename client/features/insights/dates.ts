import { formatDate } from '../../i18n/format.ts';

// The days are the store's calendar days (YYYY-MM-DD): read at UTC midnight and shown in UTC, so no
// browser's time zone moves one to the day before.

/** A day on an axis: "3 Nov", "৩ নভে". */
export const shortDay = (day: string) => formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A day in full: "3 Nov 2026". */
export const longDay = (day: string) => formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
