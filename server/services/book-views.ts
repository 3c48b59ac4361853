import type { Db } from '../db/client.ts';
import { storeDay } from '../../shared/store-days.ts';

/**
 * Counts the visits of days before yesterday into book_view_days and forgets them (the job
 * views:rollup, hourly). Yesterday's stay a day longer, so that views written late (a batch in
 * memory at midnight) still meet the visits they repeat. Listings deleted meanwhile are left out.
 */
export async function rollUpBookViews(db: Db, timeZone: string): Promise<number> {
  const today = storeDay(timeZone);
  return db.$executeRaw`
    WITH done AS (
      DELETE FROM book_view_visits WHERE day < ${today}::date - 1 RETURNING day, book_id, own
    ), counted AS (
      SELECT book_id, day, count(*)::int AS views FROM done WHERE NOT own GROUP BY book_id, day
    )
    INSERT INTO book_view_days (book_id, day, views)
    SELECT c.book_id, c.day, c.views FROM counted c JOIN books b ON b.id = c.book_id
    ON CONFLICT (book_id, day) DO UPDATE SET views = book_view_days.views + excluded.views`;
}
