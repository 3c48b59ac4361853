let time: Intl.DateTimeFormat | undefined;
let dayAndTime: Intl.DateTimeFormat | undefined;

/** When a message was sent, as the reader's locale writes it: the time alone today, else the day too. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (date.toDateString() === now.toDateString()) {
    time ??= new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
    return time.format(date);
  }
  dayAndTime ??= new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
  return dayAndTime.format(date);
}
