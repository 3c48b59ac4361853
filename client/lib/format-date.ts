import { formatDate, formatNumber } from '../i18n/format.ts';

/** A posting date in the page's language, e.g. "3 Mar 2025"; an unreadable date shows as given. */
export const formatPostingDate = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });

/** A month and year in the page's language, e.g. "March 2025" (how long someone has been a member). */
export const formatMonthYear = (iso: string) => formatDate(iso, { month: 'long', year: 'numeric' });

/**
 * Builds the formatters a page of books uses (numbers, and so the locale's number data prices use
 * too; posting dates) ahead of its first render: the first `Intl` object a page makes loads the
 * locale's data, 30 ms and more on a phone, which would otherwise lengthen that render's long task
 * (docs/performance.md).
 */
export function warmFormatters(): void {
  formatNumber(0);
  formatPostingDate(new Date().toISOString());
}
