/**
 * Counts reads per address in fixed one-minute windows, in this process's memory, synchronously:
 * a window starts with an address's first read and allows `perWindow` reads until it ends. This is
 * what rate-limiter-flexible's in-memory limiter does for the read limit, without the promise, the
 * result object and the timer it makes for every call (docs/performance.md). Windows that have
 * ended are swept once a window, so the map holds only addresses seen lately.
 */
export class ReadCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  private nextSweep: number;

  constructor(
    private readonly perWindow: number,
    private readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweep = now() + windowMs;
  }

  /** How many addresses are being counted. */
  get size(): number {
    return this.windows.size;
  }

  /** Counts one read by `key`: 0 when it is allowed, else the milliseconds until its window ends. */
  take(key: string): number {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now);
    let window = this.windows.get(key);
    if (window === undefined || now >= window.endsAt) {
      window = { count: 0, endsAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return window.count <= this.perWindow ? 0 : window.endsAt - now;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (now >= window.endsAt) this.windows.delete(key);
    this.nextSweep = now + this.windowMs;
  }
}
