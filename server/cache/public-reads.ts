/**
 * Public catalog reads (categories, a category's books, advertised books, one book, search),
 * remembered for a moment so a burst of visitors costs the database one query per distinct read.
 *
 * Staleness is bounded: an entry lives at most `ttlMs`, and every write in this process (any
 * mutation, a payment webhook, expired bookings let go) forgets them all at once, so other server
 * processes lag by at most `ttlMs`. Nothing a signed-in user reads of their own, and nothing that
 * decides a booking or a payment, goes through here: those always read the database.
 */
export class PublicReadCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 5_000,
  ) {}

  /** The remembered answer for `key`, or `load()`'s, shared by every caller that asks meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    // A failure is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    // Oldest first out (a Map keeps insertion order), so memory stays bounded whatever is asked.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  /** Forgets everything: called after every write. */
  clear(): void {
    this.entries.clear();
  }
}
