import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isbot } from 'isbot';
import type pg from 'pg';
import { storeDay } from '../../shared/store-days.ts';

/** Who opened a book's page: their address and browser, and whether they are its seller. */
export type BookView = { bookId: string; ip: string; userAgent: string | undefined; own: boolean };

export type BookViewsOptions = {
  /** Where the visits are written: the cluster's pool of plain connections (cluster.ts), lighter than Prisma's for a batch of arrays. */
  pool: Pick<pg.Pool, 'query'>;
  /** The key visitors are hashed with (the app's secret): no one without it can tell two visitors' hashes from their addresses. */
  secret: Uint8Array;
  timeZone: string;
  /** Off: nothing is counted (VIEW_COUNTING=false). */
  enabled: boolean;
  /** How often what was seen is written, and how many visits write at once. */
  flushMs?: number;
  batchSize?: number;
};

type Visit = { day: string; bookId: string; visitor: string; own: boolean };

/** Visits kept for a retry when a write fails, at most: beyond them, the newest are dropped. */
const MAX_PENDING = 20_000;

/**
 * Counts book page views (docs/selling.md#insights): once per visitor, book and day, in the store's
 * time zone; bots and the seller's own device are not counted. A visitor is a keyed hash of their
 * address, browser and the day: no cookie, and no two days can be linked. Views are gathered in
 * memory and written together every `flushMs` (one INSERT of up to `batchSize` rows), never on the
 * path of the read that saw them; rollUpBookViews (services/book-views.ts) turns past days into a count per book and day.
 */
export class BookViews {
  private pending = new Map<string, Visit>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private log: FastifyBaseLogger | undefined;
  private readonly flushMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: BookViewsOptions) {
    this.flushMs = options.flushMs ?? 2000;
    this.batchSize = options.batchSize ?? 1000;
  }

  /** Starts writing what is seen every `flushMs`; failures go to `log`. */
  start(log: FastifyBaseLogger): void {
    this.log = log;
    if (!this.options.enabled || this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.flushMs);
    this.timer.unref();
  }

  /** A view of a book's page; a bot's is not counted. */
  record({ bookId, ip, userAgent, own }: BookView): void {
    if (!this.options.enabled || !userAgent || this.isBot(userAgent)) return;
    const day = storeDay(this.options.timeZone);
    const visitor = createHmac('sha256', this.options.secret).update(`book-view\n${day}\n${ip}\n${userAgent}`).digest('hex').slice(0, 32);
    this.keep({ day, bookId, visitor, own });
    if (this.pending.size >= this.batchSize) void this.flush();
  }

  /** isbot's answer for the browsers seen lately: a handful of user agents make most views. */
  private readonly bots = new Map<string, boolean>();
  private isBot(userAgent: string): boolean {
    let bot = this.bots.get(userAgent);
    if (bot === undefined) {
      if (this.bots.size >= 1000) this.bots.clear();
      bot = isbot(userAgent);
      this.bots.set(userAgent, bot);
    }
    return bot;
  }

  /** A visit to write; the same visitor's again only marks it their own when it is. */
  private keep(visit: Visit): void {
    const key = `${visit.day}|${visit.bookId}|${visit.visitor}`;
    const seen = this.pending.get(key);
    if (seen) seen.own ||= visit.own;
    else if (this.pending.size < MAX_PENDING) this.pending.set(key, visit);
  }

  /** Writes what was seen so far (one write at a time); a failed write keeps its visits for the next. */
  flush(): Promise<void> {
    this.writing = this.writing.then(async () => {
      while (this.pending.size > 0) {
        const visits = [...this.pending.values()].slice(0, this.batchSize);
        for (const key of [...this.pending.keys()].slice(0, visits.length)) this.pending.delete(key);
        try {
          await this.write(visits);
        } catch (error) {
          for (const visit of visits) this.keep(visit);
          this.log?.warn({ err: error, visits: visits.length }, 'book views: could not write the views seen; trying again later');
          return;
        }
      }
    });
    return this.writing;
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** One row per visit; a visit seen again as the seller's own marks the row, which is then not counted. */
  private async write(visits: Visit[]): Promise<void> {
    await this.options.pool.query(
      `INSERT INTO book_view_visits (day, book_id, visitor, own)
       SELECT v.day, v.book_id, decode(v.visitor, 'hex'), v.own
       FROM unnest($1::date[], $2::uuid[], $3::text[], $4::boolean[]) AS v(day, book_id, visitor, own)
       ON CONFLICT (day, book_id, visitor) DO UPDATE SET own = true WHERE excluded.own AND NOT book_view_visits.own`,
      [visits.map((v) => v.day), visits.map((v) => v.bookId), visits.map((v) => v.visitor), visits.map((v) => v.own)],
    );
  }
}
