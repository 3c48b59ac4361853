import { formatDate } from '../i18n/format.ts';

/** When a message was sent, in the page's language: the time alone today, else the day too. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toDateString() === now.toDateString()
    ? formatDate(date, { hour: 'numeric', minute: '2-digit' })
    : formatDate(date, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
}
