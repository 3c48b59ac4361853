import { formatDate } from '../i18n/format.ts';

/** A posting date in the page's language, e.g. "3 Mar 2025"; an unreadable date shows as given. */
export const formatPostingDate = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

/** A month and year in the page's language, e.g. "March 2025" (how long someone has been a member). */
export const formatMonthYear = (iso: string) => formatDate(iso, { month: 'long', year: 'numeric' });
