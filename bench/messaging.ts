// The messaging scenario: many subscribers hold `conversations.events` open on one store process
// (tRPC server-sent events, as the web client's httpSubscriptionLink opens them: the access token in
// connectionParams), while messages are sent through REST at a steady rate in conversations whose
// two parties are subscribed. Measured: how long each message takes to reach each of its two
// parties' subscriptions (from the moment its POST was issued), whether every one arrives exactly
// once, and the store process's memory before and with the subscriptions open.
import fs from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { EventSource } from 'eventsource';
import pg from 'pg';
import { accessTokens } from '../server/auth/access-token.ts';
import { memoryOf, type ChildServer } from './processes.ts';
import { spread } from './percentiles.ts';

/** Conversations with history but no new messages, so the subscribed ones are not alone in the tables. */
const BACKGROUND_CONVERSATIONS = 2_000;
/** Messages each seeded conversation already holds. */
const HISTORY = 20;

export type MessagingSettings = {
  /** Open subscriptions: two a conversation, its buyer's and its seller's, each a different user. */
  subscribers: number;
  perSecond: number;
  seconds: number;
  warmupSeconds: number;
};

type Party = { id: string; email: string; token: string };
export type MessagingFixtures = { conversations: Array<{ id: string; buyer: Party; seller: Party }> };

export type MessagingResult = {
  subscribers: number;
  conversations: number;
  /** Seconds from the first subscription requested to the last one's `connected` event. */
  openSeconds: number;
  sent: number;
  /** Messages sent a second, as measured (the target is `perSecondTarget`). */
  perSecond: number;
  perSecondTarget: number;
  /** Deliveries expected: each measured message to both of its parties' subscriptions. */
  expected: number;
  delivered: number;
  duplicates: number;
  /** Failed sends (non-2xx or network errors) and subscription errors (reconnects, error events). */
  sendErrors: number;
  /** The failed sends by status ("network" for no answer), and the first failure's answer. */
  sendFailures: Record<string, number>;
  firstFailure?: string;
  /** Failed sends whose message reached a subscriber all the same (stored although the caller was told it failed). */
  failedButDelivered: number;
  subscriptionErrors: number;
  /** Delivery latency, ms from the POST issued to the event parsed by the subscriber, every message-recipient pair. */
  latency: { p50: number; p99: number; max: number };
  /** The same, counting only the other party (the recipient proper; the sender's own stream gets it too). */
  latencyToOtherParty: { p50: number; p99: number; max: number };
  /** The POST's own round trip, ms. */
  send: { p50: number; p99: number; max: number };
  /** The store process's resident memory (VmRSS), MB. */
  rssMb: { before: number; open: number; peakWhileSending: number };
  /** The store process's CPU (user + system) while sending, as a share of one core. */
  storeCpuWhileSending: number;
  /** The load generator's own CPU while sending (share of one core), and the machine's 1-minute load average then. */
  benchCpuWhileSending: number;
  loadAverage: number;
};

/**
 * Adds `subscribers / 2` conversations, each between a different buyer and a different seller about
 * one of that seller's books, and BACKGROUND_CONVERSATIONS more among the other users, each with
 * HISTORY messages already read; returns the subscribed ones with an access token for each party.
 */
export async function seedConversations(databaseUrl: string, appTokenSecret: string, subscribers: number): Promise<MessagingFixtures> {
  const pairs = Math.floor(subscribers / 2);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{ id: string; buyer_id: string; buyer_email: string; seller_id: string; seller_email: string }>(
      `WITH s AS (SELECT id, email, row_number() OVER (ORDER BY email) AS n FROM users u
                  WHERE role = 'seller' AND email_verified AND EXISTS (SELECT 1 FROM books b WHERE b.seller_id = u.id AND b.hidden_at IS NULL)),
            bu AS (SELECT id, email, row_number() OVER (ORDER BY email) AS n FROM users WHERE role = 'buyer' AND email_verified)
       INSERT INTO conversations (id, book_id, book_title, buyer_id, seller_id, last_message_at, created_at)
       SELECT gen_random_uuid(), bk.id, bk.title, bu.id, s.id, now() - interval '1 hour', now() - interval '1 day'
       FROM s JOIN bu ON bu.n = s.n
       CROSS JOIN LATERAL (SELECT id, title FROM books b WHERE b.seller_id = s.id AND b.hidden_at IS NULL ORDER BY b.created_at LIMIT 1) bk
       WHERE s.n <= $1
       RETURNING id, buyer_id, (SELECT email FROM users WHERE id = buyer_id) AS buyer_email,
                 seller_id, (SELECT email FROM users WHERE id = seller_id) AS seller_email`,
      [pairs],
    );
    if (rows.length < pairs) throw new Error(`the seeded store has verified buyers and sellers for ${rows.length} conversations, not ${pairs}`);
    // The background: buyers past the subscribed ones, with any seller, about any listed book.
    await client.query(
      `WITH bu AS (SELECT id, row_number() OVER (ORDER BY email DESC) AS n FROM users WHERE role = 'buyer'),
            bk AS (SELECT id, title, seller_id, row_number() OVER (ORDER BY created_at DESC) AS n FROM books WHERE hidden_at IS NULL)
       INSERT INTO conversations (id, book_id, book_title, buyer_id, seller_id, last_message_at, created_at)
       SELECT gen_random_uuid(), bk.id, bk.title, bu.id, bk.seller_id, now() - (g || ' minutes')::interval, now() - interval '2 days'
       FROM generate_series(1, $1) g
       JOIN bu ON bu.n = 1 + (g - 1) / 2 -- two each, for the buyers last by email (the subscribed are the first)
       JOIN bk ON bk.n = g
       ON CONFLICT DO NOTHING`,
      [BACKGROUND_CONVERSATIONS],
    );
    await client.query(
      `INSERT INTO messages (conversation_id, sender_id, from_buyer, text, created_at)
       SELECT c.id, CASE WHEN h % 2 = 1 THEN c.buyer_id ELSE c.seller_id END, h % 2 = 1,
              'Earlier message ' || h || ' about ' || c.book_title, c.created_at + (h || ' minutes')::interval
       FROM conversations c, generate_series(1, $1) h
       ORDER BY c.created_at, c.id, h`,
      [HISTORY],
    );
    await client.query(
      `UPDATE conversations c SET buyer_read_id = m.last, seller_read_id = m.last
       FROM (SELECT conversation_id, max(id) AS last FROM messages GROUP BY conversation_id) m WHERE m.conversation_id = c.id`,
    );
    await client.query('COMMIT');
    await client.query('ANALYZE conversations, messages');
    const tokens = accessTokens(new TextEncoder().encode(appTokenSecret));
    const party = async (id: string, email: string) => ({ id, email, token: await tokens.issue({ userId: id, email }) });
    return {
      conversations: await Promise.all(
        rows.map(async (r) => ({ id: r.id, buyer: await party(r.buyer_id, r.buyer_email), seller: await party(r.seller_id, r.seller_email) })),
      ),
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

const rssMb = async (pid: number): Promise<number> => (await memoryOf(pid)).rssMb;

/** CPU seconds (user + system) a process has used so far. */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command (which may hold spaces), counted from its closing parenthesis: utime is the 14th field of the line.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Sent = { issuedAt: number; answeredAt?: number; sender: string; other: string; measured: boolean };

/**
 * Opens the subscriptions (a few hundred at a time, each awaiting its `connected` event), sends
 * `perSecond` messages a second for a warm-up and then the measured seconds, waits for the last
 * deliveries, and closes everything.
 */
export async function measureMessaging(
  store: ChildServer,
  fx: MessagingFixtures,
  settings: MessagingSettings,
  say: (line: string) => void,
): Promise<MessagingResult> {
  // Node's fetch (undici's global agent) opens as many connections to one origin as asked: one a
  // subscription, and the sends reuse the idle ones among their own.
  const parties = fx.conversations.flatMap((c) => [c.buyer, c.seller]);
  const sent = new Map<number, Sent>();
  const arrivals: Array<{ n: number; user: string; at: number }> = [];
  const seen = new Set<string>();
  let duplicates = 0;
  let subscriptionErrors = 0;
  let sendErrors = 0;
  const sendFailures: Record<string, number> = {};
  let firstFailure: string | undefined;
  const failed = (why: string, detail: string) => {
    sendErrors++;
    sendFailures[why] = (sendFailures[why] ?? 0) + 1;
    firstFailure ??= `${why}: ${detail.slice(0, 300)}`;
  };

  const url = (token: string) =>
    `${store.url}/trpc/conversations.events?input=${encodeURIComponent(JSON.stringify({}))}` +
    `&connectionParams=${encodeURIComponent(JSON.stringify({ token }))}`;
  const sources: EventSource[] = [];
  const open = (party: Party) =>
    new Promise<void>((resolve) => {
      const source = new EventSource(url(party.token));
      sources.push(source);
      let connected = false;
      source.addEventListener('connected', () => {
        connected = true;
        resolve();
      });
      source.addEventListener('message', (event) => {
        const at = performance.now();
        const data = JSON.parse(event.data) as { kind: string; message?: { text: string } };
        const n = Number(/^bench #(\d+)$/.exec(data.message?.text ?? '')?.[1] ?? NaN);
        if (data.kind !== 'message' || Number.isNaN(n)) return;
        const key = `${n} ${party.id}`;
        if (seen.has(key)) duplicates++;
        else seen.add(key);
        arrivals.push({ n, user: party.id, at });
      });
      source.addEventListener('serialized-error', () => subscriptionErrors++);
      source.addEventListener('error', () => {
        subscriptionErrors++;
        if (!connected) resolve();
      });
    });

  try {
    await sleep(500);
    const before = await rssMb(store.pid);
    const opening = performance.now();
    const BATCH = 100;
    for (let i = 0; i < parties.length; i += BATCH) await Promise.all(parties.slice(i, i + BATCH).map(open));
    const openSeconds = (performance.now() - opening) / 1000;
    await sleep(1_000);
    const openRss = await rssMb(store.pid);
    say(
      `messaging: ${sources.length} subscriptions open in ${openSeconds.toFixed(1)} s; store RSS ${before.toFixed(0)} MB before, ${openRss.toFixed(0)} MB with them open`,
    );

    const send = async (n: number, measured: boolean) => {
      const conversation = fx.conversations[n % fx.conversations.length]!;
      const [from, to] =
        Math.floor(n / fx.conversations.length) % 2 === 0 ? [conversation.buyer, conversation.seller] : [conversation.seller, conversation.buyer];
      const record: Sent = { issuedAt: performance.now(), sender: from.id, other: to.id, measured };
      sent.set(n, record);
      try {
        const res = await fetch(`${store.url}/api/conversations/${conversation.id}/messages`, {
          method: 'POST',
          headers: { authorization: `Bearer ${from.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ text: `bench #${n}` }),
        });
        const body = await res.text();
        if (res.ok) record.answeredAt = performance.now();
        else failed(String(res.status), body);
      } catch (error) {
        failed('network', String(error));
      }
    };
    // Sends at a steady rate, each on its own clock tick from the start (no drift when one is slow).
    const pending: Array<Promise<void>> = [];
    let n = 0;
    const run = async (seconds: number, measured: boolean) => {
      const total = Math.round(seconds * settings.perSecond);
      const start = performance.now();
      for (let i = 0; i < total; i++) {
        const due = start + (i * 1000) / settings.perSecond;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        pending.push(send(n++, measured));
      }
      return (performance.now() - start) / 1000;
    };
    if (settings.warmupSeconds > 0) await run(settings.warmupSeconds, false);
    const firstMeasured = n;
    const cpuBefore = await cpuSeconds(store.pid);
    const benchCpu = process.cpuUsage();
    let peak = openRss;
    const sampler = setInterval(
      () =>
        void rssMb(store.pid).then(
          (mb) => (peak = Math.max(peak, mb)),
          () => undefined,
        ),
      200,
    );
    const wallStart = performance.now();
    const seconds = await run(settings.seconds, true);
    await Promise.all(pending);
    const storeCpuWhileSending = (await cpuSeconds(store.pid)) - cpuBefore;
    const benchUsed = process.cpuUsage(benchCpu);
    const loadAverage = os.loadavg()[0]!;
    const cpuWall = (performance.now() - wallStart) / 1000;
    clearInterval(sampler);
    const measured = n - firstMeasured;
    const expected = measured * 2;
    const counted = () => arrivals.filter((a) => a.n >= firstMeasured).length - duplicates;
    // The last deliveries: wait until all are in, or 10 s without the count moving.
    for (let last = -1, still = 0; counted() < expected && still < 100; still = counted() === last ? still + 1 : 0, last = counted()) await sleep(100);

    const latencies: number[] = [];
    const toOther: number[] = [];
    const firsts = new Set<string>();
    for (const a of arrivals) {
      const record = sent.get(a.n);
      const key = `${a.n} ${a.user}`;
      if (!record?.measured || firsts.has(key)) continue;
      firsts.add(key);
      latencies.push(a.at - record.issuedAt);
      if (a.user === record.other) toOther.push(a.at - record.issuedAt);
    }
    const failedButDelivered = new Set(arrivals.filter((a) => sent.get(a.n)?.measured && sent.get(a.n)?.answeredAt === undefined).map((a) => a.n)).size;
    const sends = [...sent.values()].filter((s) => s.measured && s.answeredAt !== undefined).map((s) => s.answeredAt! - s.issuedAt);
    return {
      subscribers: sources.length,
      conversations: fx.conversations.length,
      openSeconds,
      sent: measured,
      perSecond: measured / seconds,
      perSecondTarget: settings.perSecond,
      expected,
      delivered: firsts.size,
      duplicates,
      sendErrors,
      sendFailures,
      ...(firstFailure && { firstFailure }),
      failedButDelivered,
      subscriptionErrors,
      latency: spread(latencies),
      latencyToOtherParty: spread(toOther),
      send: spread(sends),
      rssMb: { before, open: openRss, peakWhileSending: peak },
      storeCpuWhileSending: storeCpuWhileSending / cpuWall,
      benchCpuWhileSending: (benchUsed.user + benchUsed.system) / 1e6 / cpuWall,
      loadAverage,
    };
  } finally {
    for (const source of sources) source.close();
  }
}

const ms = (s: { p50: number; p99: number; max: number }) => `${s.p50.toFixed(1)} / ${s.p99.toFixed(1)} / ${s.max.toFixed(1)}`;

/** One line for the console. */
export function messagingSummary(r: MessagingResult): string {
  return (
    `${r.delivered}/${r.expected} delivered (${r.duplicates} twice), latency p50 ${r.latency.p50.toFixed(1)} ms, p99 ${r.latency.p99.toFixed(1)} ms, ` +
    `max ${r.latency.max.toFixed(1)} ms; ${r.sent} sent at ${r.perSecond.toFixed(1)}/s, ${r.sendErrors} send errors, ${r.subscriptionErrors} subscription errors; ` +
    `store RSS ${r.rssMb.before.toFixed(0)} MB before, ${r.rssMb.open.toFixed(0)} MB with ${r.subscribers} open, ${r.rssMb.peakWhileSending.toFixed(0)} MB at most while sending` +
    (r.firstFailure ? `; first failed send: ${r.firstFailure}` : '')
  );
}

/** The markdown table of the report. */
export function messagingTable(r: MessagingResult): string {
  const rows: Array<[string, string]> = [
    [
      'Subscriptions open (`conversations.events`, SSE, one store process)',
      `${r.subscribers} (${r.conversations} conversations, both parties subscribed), opened in ${r.openSeconds.toFixed(1)} s`,
    ],
    [
      'Messages sent (`POST /api/conversations/{id}/messages`)',
      `${r.sent} at ${r.perSecond.toFixed(1)}/s (target ${r.perSecondTarget}/s), ${r.sendErrors} errors` +
        (r.sendErrors
          ? ` (${Object.entries(r.sendFailures)
              .map(([k, v]) => `${v} × ${k}`)
              .join(', ')}; ${r.failedButDelivered} of them delivered all the same)`
          : ''),
    ],
    [
      'Delivered / expected (each message to both parties)',
      `${r.delivered} / ${r.expected}, ${r.duplicates} twice, ${r.subscriptionErrors} subscription errors`,
    ],
    ['Delivery latency p50 / p99 / max, ms (POST issued → event received)', ms(r.latency)],
    ['… to the other party only, ms', ms(r.latencyToOtherParty)],
    ['POST round trip p50 / p99 / max, ms', ms(r.send)],
    [
      'Store RSS before / with subscriptions open / peak while sending, MB',
      `${r.rssMb.before.toFixed(0)} / ${r.rssMb.open.toFixed(0)} / ${r.rssMb.peakWhileSending.toFixed(0)}`,
    ],
    [
      'CPU while sending, store / load generator (share of one core)',
      `${(r.storeCpuWhileSending * 100).toFixed(0)} % / ${(r.benchCpuWhileSending * 100).toFixed(0)} %`,
    ],
    ['Machine load average (1 min) after sending', `${r.loadAverage.toFixed(1)} on ${os.cpus().length} cores`],
  ];
  return ['| Messaging | |', '|---|--:|', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n');
}
