let posted: Intl.DateTimeFormat | undefined;

/** A posting date as the reader's locale writes it, e.g. "3 Mar 2025"; an unreadable date shows as given. */
export function formatPostingDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Made on first use, not on import: the first date formatter a page builds is slow (the browser
  // loads its locale data), and the home page imports this before it has any date to show.
  posted ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
  return posted.format(date);
}

let monthYear: Intl.DateTimeFormat | undefined;

/** A month and year as the reader's locale writes them, e.g. "March 2025" (how long someone has been a member). */
export function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  monthYear ??= new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' });
  return monthYear.format(date);
}
