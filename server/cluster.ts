import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { z } from 'zod';
import { conversationSignal, type ConversationSignal } from './realtime/conversation-hub.ts';

/** The PostgreSQL notification channel on which a server process tells the others of a write. */
export const WRITES_CHANNEL = 'public_reads';

/** The channel on which a conversation's writes say who should look (realtime/conversation-hub.ts). */
export const CONVERSATIONS_CHANNEL = 'conversations';

/** The listening connection's application_name (in pg_stat_activity). */
export const LISTENER_NAME = 'book-store writes listener';

/** Waits before listening again after the connection is lost: doubling from the first to at most the last. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

/** The server's logger (Fastify's) or anything that takes its warnings alike. */
type Log = { warn: (fields: object, message: string) => void };

/** A write's announcement names the process that wrote (its Cluster id); a conversation's carries a JSON signal. */
const writerId = z.uuid();
const conversationPayload = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(conversationSignal);

/**
 * What the server processes of one store share besides the data, through plain `pg` connections of
 * their own (beside Prisma's pool), so several processes behind a load balancer behave as one:
 *
 * - `pool` (at most 3 connections, opened when first needed): the rate-limit counters
 *   (limits/rate-limits.ts), and `announceWrite()`, a NOTIFY on WRITES_CHANNEL after every write;
 * - one listening connection: when another process announces a write, `onWriteElsewhere` runs (it
 *   clears the cache, so only a process that caches public reads listens for it) within
 *   milliseconds; a conversation's signal, from any process, goes to `onConversation`. A lost
 *   connection is opened again, and as news may have been missed meanwhile, both run then too
 *   (`onConversation` with no payload).
 *
 * `start()` listens (the app's onReady, so a process is listening before it says it is ready);
 * `close()` stops all of it (the app's onClose).
 */
export class Cluster {
  readonly pool: pg.Pool;
  /** Sent with each notification, so that a process ignores its own. */
  private readonly id = randomUUID();
  private listener: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = RETRY_FIRST_MS;
  private closed = false;
  private log: Log | null = null;

  constructor(
    private readonly databaseUrl: string,
    private readonly options: { listen: boolean; onWriteElsewhere: () => void; onConversation: (signal: ConversationSignal | undefined) => void },
  ) {
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 3, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000, query_timeout: 5_000 });
    // An idle connection the database drops (a restart) leaves the pool; unheard, that error would end the process.
    this.pool.on('error', (error) => this.log?.warn({ err: error }, 'a shared database connection was lost'));
    // One that ends while checked out tells its query (which fails) and then the client itself.
    this.pool.on('connect', (client) => client.on('error', () => undefined));
  }

  /** Tells the other processes that this one has written (they clear their caches); never waits, never throws. */
  announceWrite(): void {
    if (this.closed) return;
    this.pool.query('SELECT pg_notify($1, $2)', [WRITES_CHANNEL, this.id]).catch((error: unknown) => {
      if (!this.closed) this.log?.warn({ err: error }, 'could not tell the other server processes of a write');
    });
  }

  async start(log: Log): Promise<void> {
    this.log = log;
    if (!this.closed && !this.listener) await this.listen();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.pool.end();
  }

  /** A notification's payload as `schema` reads it; null, and a warning, when it is not what its channel carries. */
  private parse<T>(schema: z.ZodType<T, string | undefined>, channel: string, payload: string | undefined): T | null {
    const parsed = schema.safeParse(payload);
    if (parsed.success) return parsed.data;
    this.log?.warn({ channel, payload: payload?.slice(0, 200), issues: parsed.error.issues }, 'ignored a malformed database notification');
    return null;
  }

  /** Opens the listening connection; on failure, tries again later (resolves either way). */
  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: 5_000,
      // A connection that dies without a word (a network cut) is noticed within about half a minute.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    this.listener = client;
    client.on('notification', (message) => {
      if (message.channel === WRITES_CHANNEL) {
        const writer = this.parse(writerId, message.channel, message.payload);
        if (writer !== null && writer !== this.id) this.options.onWriteElsewhere();
      }
      if (message.channel === CONVERSATIONS_CHANNEL) {
        const signal = this.parse(conversationPayload, message.channel, message.payload);
        if (signal) this.options.onConversation(signal);
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      if (this.options.listen) await client.query(`LISTEN ${WRITES_CHANNEL}`);
      await client.query(`LISTEN ${CONVERSATIONS_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.listener !== client) return;
    this.retryMs = RETRY_FIRST_MS;
    // Whatever was announced before this connection listened may have been missed.
    this.options.onWriteElsewhere();
    this.options.onConversation(undefined);
  }

  /** The listening connection failed or ended: drop it and, unless closing, listen again after a while. */
  private lost(client: pg.Client, error?: unknown): void {
    if (this.listener !== client) return;
    this.listener = null;
    // Its listeners stay: a late 'error' from it must still be heard (and is then ignored above).
    client.end().catch(() => undefined);
    if (this.closed) return;
    this.log?.warn({ err: error }, `not hearing of writes by other server processes; listening again in ${this.retryMs} ms`);
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.closed) void this.listen();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }
}
