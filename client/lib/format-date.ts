const POSTED = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** A posting date as the reader's locale writes it, e.g. "3 Mar 2025"; an unreadable date shows as given. */
export function formatPostingDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : POSTED.format(date);
}
