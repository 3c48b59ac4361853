/**
 * Public catalog reads (categories, a category's books, advertised books, one book, search),
 * remembered for a moment so a burst of visitors costs the database one query per distinct read:
 * as values for the procedures (both surfaces), and as finished JSON answers (with their ETag) for
 * the REST paths, which a hit then answers without running the procedure at all.
 *
 * Staleness is bounded: an entry lives at most `ttlMs`, and every write in this process (any
 * mutation, a payment webhook, expired bookings let go) forgets them all at once and tells the other
 * server processes through `announce` (see cluster.ts), which then forget theirs; should that news
 * not arrive, they lag by at most `ttlMs`. Nothing a signed-in user reads of their own, and nothing
 * that decides a booking or a payment, goes through here: those always read the database.
 */
/** A finished public REST answer: its JSON, and that JSON's ETag (see http/etag.ts), made once for every hit. */
export type PublicAnswer = { body: string; etag: string };

export class PublicReadCache {
  private readonly values = new Map<string, { expires: number; value: Promise<unknown> }>();
  private readonly answers = new Map<string, { expires: number; answer: PublicAnswer }>();
  private readonly pending = new Map<string, Promise<PublicAnswer | undefined>>();
  /** Bumped by every clear(): an answer computed before a write is not kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
    /** Tells the other server processes of a write here (they call forget()). */
    private readonly announce: () => void = () => undefined,
  ) {}

  /** The remembered value for `key`, or `load()`'s, shared by every caller that asks meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const hit = this.values.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
    const value = load();
    this.remember(this.values, key, { expires: Date.now() + this.ttlMs, value });
    // A failure is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.values.get(key)?.value === value) this.values.delete(key);
    });
    return value;
  }

  /**
   * A finished JSON answer to a public REST read: the fresh one, or the one being computed right now
   * (a promise; undefined if that one failed), or undefined when the caller should compute it.
   */
  answer(key: string): PublicAnswer | Promise<PublicAnswer | undefined> | undefined {
    const hit = this.answers.get(key);
    if (hit && hit.expires > Date.now()) return hit.answer;
    return this.pending.get(key);
  }

  /**
   * Computes the answer to a read once for everyone asking meanwhile: call before computing it,
   * then hand the answer (or undefined, if it failed) to the returned function. An answer computed
   * across a write is passed to those waiting but not kept.
   */
  computeAnswer(key: string): (answer: PublicAnswer | undefined) => void {
    const generation = this.generation;
    let settle!: (answer: PublicAnswer | undefined) => void;
    const pending = new Promise<PublicAnswer | undefined>((resolve) => (settle = resolve));
    if (this.ttlMs > 0) this.pending.set(key, pending);
    let settled = false;
    return (answer) => {
      if (settled) return;
      settled = true;
      if (this.pending.get(key) === pending) this.pending.delete(key);
      if (answer !== undefined && this.ttlMs > 0 && generation === this.generation) {
        this.remember(this.answers, key, { expires: Date.now() + this.ttlMs, answer });
      }
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
    this.values.clear();
    this.answers.clear();
    this.pending.clear();
  }

  /** Oldest first out (a Map keeps insertion order), so memory stays bounded whatever is asked. */
  private remember<V>(map: Map<string, V>, key: string, entry: V): void {
    map.delete(key);
    map.set(key, entry);
    if (map.size > this.maxEntries) map.delete(map.keys().next().value!);
  }
}
