import { TRPCError } from '@trpc/server';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { callerOnce, type Authenticator, type Caller } from '../auth/authenticate.ts';
import { ReadCounter } from './read-counter.ts';

/** The counters' table, made by a migration (model RateLimit in prisma/schema.prisma). */
export const RATE_LIMITS_TABLE = 'rate_limits';

/**
 * Which limit a write counts against: saving the account and the token exchange, sending a message,
 * asking for a verification email, or any other write.
 */
export type LimitKind = 'sign-in' | 'message' | 'verification-email' | 'write';

/** Calls a minute per kind; `read` counts every read (query) per address, in each process. */
export type PerMinute = Record<LimitKind | 'read', number>;

/** Sets a response header on whichever surface the call came in by. */
export type SetHeader = (name: string, value: string) => void;

/**
 * Per-identity limits, counted per call (a tRPC batch of 40 calls is 40) across every server
 * process of the store: the counters are rows of PostgreSQL (one atomic upsert a call, in
 * `rate_limits`, through the given pool). A caller whose token verifies is counted as that user;
 * anyone else, forged tokens included, by address, so nobody can spend another person's budget by
 * naming them in an unsigned token.
 *
 * Once an identity has used up its minute, this process refuses its further calls from memory
 * without asking the database; and should the database fail, each process counts on its own
 * meanwhile (rate-limiter-flexible's in-memory block and insurance limiter).
 */
export class RateLimits {
  private readonly limiters: Record<LimitKind, RateLimiterPostgres>;
  /**
   * Reads are many and cheap to count: per address, in memory, in each process (a store of N
   * processes lets an address read N times as much). They bound scraping and uncached searches
   * without a database round trip per read.
   */
  private readonly reads: ReadCounter;

  constructor(
    private readonly perMinute: PerMinute,
    pool: pg.Pool,
  ) {
    this.reads = new ReadCounter(perMinute.read);
    const limiter = (kind: LimitKind) => {
      const window = { keyPrefix: kind, points: perMinute[kind], duration: 60 };
      return new RateLimiterPostgres({
        ...window,
        storeClient: pool,
        storeType: 'pool',
        tableName: RATE_LIMITS_TABLE,
        tableCreated: true,
        inMemoryBlockOnConsumed: window.points,
        insuranceLimiter: new RateLimiterMemory(window),
      });
    };
    this.limiters = {
      'sign-in': limiter('sign-in'),
      message: limiter('message'),
      'verification-email': limiter('verification-email'),
      write: limiter('write'),
    };
  }

  /** Counts one write; over the limit it sets Retry-After and throws a 429 with a message. */
  async take(kind: LimitKind, request: LimitedCall): Promise<void> {
    // The verified user, else the address: an unverified claim never picks the bucket.
    const caller = await request.caller().catch(() => null);
    const key = caller ? `user:${caller.uid}` : `ip:${request.ip}`;
    await this.consume(this.limiters[kind], this.perMinute[kind], key, request.setHeader);
  }

  /** Counts one read by this address, likewise (synchronously: reads are counted in memory). */
  takeRead(request: Pick<LimitedCall, 'ip' | 'setHeader'>): void {
    const waitMs = this.reads.take(request.ip);
    if (waitMs > 0) throw tooMany(this.perMinute.read, waitMs, request.setHeader);
  }

  private async consume(limiter: RateLimiterPostgres, perMinute: number, key: string, setHeader: SetHeader): Promise<void> {
    try {
      await limiter.consume(key);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw tooMany(perMinute, rejection.msBeforeNext, setHeader);
    }
  }
}

/** The 429 for a call over its limit, with Retry-After set to the whole seconds until it may try again. */
function tooMany(perMinute: number, waitMs: number, setHeader: SetHeader): TRPCError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  setHeader('retry-after', String(seconds));
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message: `Too many requests: at most ${perMinute} a minute. Try again in ${seconds} s.` });
}

/** One call as the limits see it: who made it (authenticated once per request), from where, and how to answer a header. */
export type LimitedCall = { caller: () => Promise<Caller>; ip: string; setHeader: SetHeader };

type PlainReply = { header: (name: string, value: string) => unknown };

/** A plain Fastify route's read as RateLimits.takeRead counts it: its address, and how to answer a header. */
export function plainRouteRead(request: { ip: string }, reply: PlainReply): Pick<LimitedCall, 'ip' | 'setHeader'> {
  return { ip: request.ip, setHeader: (name, value) => void reply.header(name, value) };
}

/** A plain Fastify route's request and reply, as RateLimits.take reads them; the route reads the same `caller`. */
export function plainRouteCall(authenticator: Authenticator, request: { headers: { authorization?: string }; ip: string }, reply: PlainReply): LimitedCall {
  return { ...plainRouteRead(request, reply), caller: callerOnce(authenticator, request.headers.authorization) };
}
