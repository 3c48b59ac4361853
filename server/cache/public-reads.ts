import { LRUCache } from 'lru-cache';

/**
 * Public catalog reads (categories, a category's books, advertised books, one book, search, a
 * seller's page), remembered for a moment so a burst of visitors costs the database one query per
 * distinct read. One cache for both surfaces, in one LRU (lru-cache: bounded in entries, each
 * living at most `ttlMs`), keeping per read:
 * - its value, which the procedure returns on either surface (`read`, single-flight on a miss);
 * - the finished JSON of that value as tRPC sends it (`json`), which a tRPC query then sends as it
 *   is, without running the procedure (http/fast-path/trpc-queries.ts);
 * - the finished REST answer of its URL, image URLs made absolute, with its ETag (`answer`), which a
 *   REST read then sends as it is, without running the procedure (http/rest.ts).
 *
 * Staleness is bounded: an entry lives at most `ttlMs`, and every write in this process (any
 * mutation, a payment webhook, expired bookings let go) forgets them all at once and tells the other
 * server processes through `announce` (see cluster.ts), which then forget theirs; should that news
 * not arrive, they lag by at most `ttlMs`. Nothing a signed-in user reads of their own, and nothing
 * that decides a booking or a payment, goes through here: those always read the database.
 */
/** A finished public REST answer: its JSON, and that JSON's ETag (see http/etag.ts), made once for every hit. */
export type PublicAnswer = { body: string; etag: string };

type Entry = { kind: 'value'; value: Promise<unknown>; json?: string } | { kind: 'answer'; answer: PublicAnswer };

/**
 * The key of a procedure's read: its path and its input as sent (a read whose input fails its
 * check keeps no entry). No input and a `null` one stay apart: a void read refuses `null`.
 */
export const readKey = (path: string, input: unknown) => (input === undefined ? path : `${path}:${JSON.stringify(input)}`);
const answerKey = (url: string) => `GET ${url}`;

const rememberNothing = (): void => undefined;

/**
 * What an entry is taken to hold, in bytes: a finished answer its JSON; a value three times its
 * JSON once that is kept (the objects it resolved to, about twice their JSON, and the JSON itself),
 * and a modest page until then.
 */
function sizeOf(entry: Entry): number {
  if (entry.kind === 'answer') return entry.answer.body.length + 100;
  return entry.json === undefined ? 4_096 : 3 * entry.json.length + 100;
}

export type PublicReadCacheOptions = {
  maxEntries?: number;
  /** The most the entries may hold together, in bytes (as sizeOf counts them). */
  maxBytes?: number;
  announce?: () => void;
  onLookup?: (hit: boolean) => void;
};

export class PublicReadCache {
  private readonly entries: LRUCache<string, Entry> | null;
  /** REST answers being computed, for everyone asking meanwhile (values share their promise instead). */
  private readonly pending = new Map<string, Promise<PublicAnswer | undefined>>();
  /** Sweeps entries past their time (see the constructor); stopped by close(). */
  private readonly sweeper: NodeJS.Timeout | undefined;
  /** Bumped by every forget(): what was computed before a write is not kept after it. */
  private generation = 0;

  /** Tells the other server processes of a write here (they call forget()). */
  private readonly announce: () => void;
  /** Hears whether each public read was answered from here (metrics). */
  private readonly onLookup: (hit: boolean) => void;

  constructor(
    ttlMs: number,
    { maxEntries = 5_000, maxBytes = 16 * 1024 * 1024, announce = () => undefined, onLookup = () => undefined }: PublicReadCacheOptions = {},
  ) {
    this.announce = announce;
    this.onLookup = onLookup;
    // The clock is read at every check, through the global `performance` (lru-cache would keep the
    // object it found at import, and by default reuse a reading for a millisecond): an entry is gone
    // the moment its time is up, and a test's fake clock moves it.
    const perf = { now: () => performance.now() };
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, Entry>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: sizeOf, ttl: ttlMs, ttlResolution: 0, ttlAutopurge: false, perf })
        : null;
    // Entries past their time are dropped when next looked up; those nobody asks for again are
    // swept now and then (one timer, not one per entry), so a quiet store lets their memory go.
    const entries = this.entries;
    this.sweeper = entries ? setInterval(() => entries.purgeStale(), Math.max(5 * ttlMs, 5_000)).unref() : undefined;
  }

  /** Whether anything is remembered at all (PUBLIC_CACHE_MS is not 0). */
  get enabled(): boolean {
    return this.entries !== null;
  }

  /** The current generation, to hand back to keepJson(). */
  get version(): number {
    return this.generation;
  }

  /** The remembered value for `key`, or `load()`'s, shared by every caller that asks meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const hit = this.entries.get(key);
    // Each public read is counted once: here, unless its finished JSON or answer (below) served it first.
    this.onLookup(hit?.kind === 'value');
    if (hit?.kind === 'value') return hit.value as Promise<T>;
    const value = load();
    const entry: Entry = { kind: 'value', value };
    this.entries.set(key, entry);
    // A failure is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.entries?.peek(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** The finished JSON of a remembered read, when a caller has made it (see keepJson). */
  json(key: string): string | undefined {
    const hit = this.entries?.get(key);
    const json = hit?.kind === 'value' ? hit.json : undefined;
    if (json !== undefined) this.onLookup(true);
    return json;
  }

  /**
   * Keeps the JSON of what the procedure answered for `key`, its output checked against the
   * procedure's schema, for the next callers; not when a write came after `version` was read
   * (before the procedure ran), nor when the read is no longer remembered.
   */
  keepJson(key: string, json: string, version: number): void {
    const hit = this.entries?.peek(key);
    // Set again, for its size to count the JSON; its time runs from when it was first kept.
    if (hit?.kind === 'value' && version === this.generation) this.entries?.set(key, { ...hit, json }, { noUpdateTTL: true });
  }

  /**
   * A finished JSON answer to a public REST read: the fresh one, or the one being computed right now
   * (a promise; undefined if that one failed), or undefined when the caller should compute it.
   */
  answer(url: string): PublicAnswer | Promise<PublicAnswer | undefined> | undefined {
    const hit = this.entries?.get(answerKey(url));
    const found = hit?.kind === 'answer' ? hit.answer : this.pending.get(url);
    if (found !== undefined) this.onLookup(true);
    return found;
  }

  /**
   * Computes the answer to a read once for everyone asking meanwhile: call before computing it,
   * then hand the answer (or undefined, if it failed) to the returned function. An answer computed
   * across a write is passed to those waiting but not kept.
   */
  computeAnswer(url: string): (answer: PublicAnswer | undefined) => void {
    // Nothing is remembered, so nobody waits for it either.
    if (!this.entries) return rememberNothing;
    const generation = this.generation;
    let settle!: (answer: PublicAnswer | undefined) => void;
    const pending = new Promise<PublicAnswer | undefined>((resolve) => (settle = resolve));
    this.pending.set(url, pending);
    let settled = false;
    return (answer) => {
      if (settled) return;
      settled = true;
      if (this.pending.get(url) === pending) this.pending.delete(url);
      if (answer !== undefined && generation === this.generation) this.entries?.set(answerKey(url), { kind: 'answer', answer });
      settle(answer);
    };
  }

  /** Forgets everything, here and in the other server processes: called after every write. */
  clear(): void {
    this.forget();
    this.announce();
  }

  /** Forgets everything in this process: on a write here, or news of one elsewhere. */
  forget(): void {
    this.generation++;
    this.entries?.clear();
    this.pending.clear();
  }

  /** Forgets everything and stops sweeping: the app is closing, and nothing keeps the cache alive. */
  close(): void {
    clearInterval(this.sweeper);
    this.forget();
  }
}
