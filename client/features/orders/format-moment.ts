import { formatDate } from '../../i18n/format.ts';

/** A moment in the page's language, e.g. "5 Mar, 14:30"; an unreadable date shows as given. */
export const formatMoment = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
