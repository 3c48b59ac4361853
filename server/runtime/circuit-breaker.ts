/** An outside service failed, or is known to be failing: trying again after `retryAfterSeconds` may work. */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: string,
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super(`${dependency} is unavailable`, options);
    this.name = 'DependencyUnavailable';
  }
}

export type CircuitBreakerOptions = {
  /** Failed calls in a row that stop the calls (5). */
  failuresToOpen?: number;
  /** How long no call is made once they have stopped; then one call tries the service again. */
  openSeconds: number;
  /** Told when calls stop (true) and go through again (false); told false at first. */
  onChange?: (open: boolean) => void;
  now?: () => number;
};

const FAILURES_TO_OPEN = 5;

/** What a caller is told to wait after one failed call, while calls still go through. */
const RETRY_SOON_SECONDS = 5;

/**
 * Calls to one outside service (Stripe, S3): after `failuresToOpen` outages in a row (`isOutage`
 * says which errors are the service's, not the caller's), no call is made for `openSeconds`; each
 * is refused at once with DependencyUnavailable, so requests are not held up waiting on a service
 * known to be down. Then one call at a time tries it: a success lets every call through again.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private trying = false;
  private readonly now: () => number;
  private readonly failuresToOpen: number;

  constructor(
    readonly dependency: string,
    private readonly options: CircuitBreakerOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.failuresToOpen = options.failuresToOpen ?? FAILURES_TO_OPEN;
    options.onChange?.(false);
  }

  /** Whether calls are being refused without trying the service. */
  get open(): boolean {
    return this.failures >= this.failuresToOpen;
  }

  async run<T>(call: () => Promise<T>, isOutage: (error: unknown) => boolean): Promise<T> {
    const trial = this.open;
    if (trial && (this.trying || this.now() < this.openUntil)) throw new DependencyUnavailable(this.dependency, this.secondsUntilTrial());
    if (trial) this.trying = true;
    try {
      const result = await call();
      this.succeeded();
      return result;
    } catch (error) {
      // An answer that is the caller's to mend (a declined card, a bad request) shows the service is up.
      if (!isOutage(error)) {
        this.succeeded();
        throw error;
      }
      this.failed();
      throw new DependencyUnavailable(this.dependency, this.open ? this.secondsUntilTrial() : RETRY_SOON_SECONDS, { cause: error });
    } finally {
      if (trial) this.trying = false;
    }
  }

  private succeeded(): void {
    const wasOpen = this.open;
    this.failures = 0;
    if (wasOpen) this.options.onChange?.(false);
  }

  private failed(): void {
    this.failures += 1;
    if (!this.open) return;
    if (this.failures === this.failuresToOpen) this.options.onChange?.(true);
    this.openUntil = this.now() + this.options.openSeconds * 1000;
  }

  private secondsUntilTrial(): number {
    return Math.max(1, Math.ceil((this.openUntil - this.now()) / 1000));
  }
}
