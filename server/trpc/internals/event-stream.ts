import { Readable } from 'node:stream';
import type { AnyTRPCRouter } from '@trpc/server';
import { getLastEventId, isTrackedEnvelope, parseConnectionParamsFromString, sseHeaders } from '@trpc/server/unstable-core-do-not-import';

/**
 * tRPC's server-sent events wire (11.22, `sseStreamProducer`), written as text for the store's own
 * subscription path (http/fast-path/trpc-subscriptions.ts): tRPC's producer keeps a chain of web
 * streams, generators and promises for every open stream (docs/performance.md has the figures).
 * event-stream.test.ts holds what is written here to tRPC's producer, and
 * tests/fast-path-subscriptions.test.ts whole streams to tRPC's adapter's, byte for byte.
 *
 * Each event is its fields, a line each, then a blank line and one more newline, as tRPC writes it.
 */
const event = (fields: { event?: string; data: string; id?: string }): string =>
  `${fields.event === undefined ? '' : `event: ${fields.event}\n`}data: ${fields.data}\n${fields.id === undefined ? '' : `id: ${fields.id}\n`}\n\n`;

export const EVENT_STREAM_HEADERS: Readonly<Record<string, string>> = { vary: 'trpc-accept, accept', ...sseHeaders };

/** What a router's `sse` settings (init.ts) ask of every stream; null when subscriptions over SSE are off. */
export type EventStreamSettings = { pingMs: number | undefined; connected: string };

export function eventStreamSettings(router: AnyTRPCRouter): EventStreamSettings | null {
  const sse = (router._def._config as { sse?: { enabled?: boolean; ping?: { enabled?: boolean; intervalMs?: number }; client?: object } }).sse ?? {};
  if (sse.enabled === false) return null;
  // A setting written here without being honoured would be a silent difference from tRPC's streams.
  const unknown = Object.keys(sse).filter((key) => !['enabled', 'ping', 'client'].includes(key));
  if (unknown.length > 0) throw new Error(`The subscription path does not know the sse setting ${unknown.join(', ')} (server/trpc/internals/event-stream.ts)`);
  const pingMs = sse.ping?.enabled ? (sse.ping.intervalMs ?? 1000) : undefined;
  return {
    pingMs: pingMs !== undefined && pingMs > 0 && pingMs !== Infinity ? pingMs : undefined,
    connected: event({ event: 'connected', data: JSON.stringify(sse.client ?? {}) }),
  };
}

/** What a subscription's request says beside its input, read as tRPC's request handler reads it; null where tRPC would refuse it. */
export function subscriptionRequestOf(
  url: string,
  headers: Record<string, string | string[] | undefined>,
): { rawInput: unknown; connectionParams: Record<string, string> | null; lastEventId: string | null } | null {
  const searchParams = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  if (searchParams.get('batch') === '1') return null;
  const header = (name: string) => {
    const value = headers[name];
    return (Array.isArray(value) ? value.join(', ') : value) ?? null;
  };
  try {
    const input = searchParams.get('input');
    const connectionParams = searchParams.get('connectionParams');
    return {
      rawInput: input ? JSON.parse(input) : undefined,
      connectionParams: connectionParams === null ? null : (parseConnectionParamsFromString(connectionParams) as Record<string, string> | null),
      lastEventId: getLastEventId({ headers: { get: header }, searchParams } as never),
    };
  } catch {
    return null;
  }
}

/** A subscription's raw input with the id a reconnecting client resumes after, as tRPC merges them. */
export function withLastEventId(rawInput: unknown, lastEventId: string | null): unknown {
  if (!lastEventId) return rawInput;
  if (typeof rawInput === 'object' && rawInput !== null && !Array.isArray(rawInput)) return { ...rawInput, lastEventId };
  return rawInput ?? { lastEventId };
}

/** Writes one stream's events: its values (tracked or not), pings, the end and a failure. */
export class EventWriter {
  private lastEventId: string | null;

  constructor(lastEventId: string | null) {
    this.lastEventId = lastEventId && !/[\0\n\r]/.test(lastEventId) ? lastEventId : null;
  }

  value(value: unknown): string {
    if (isTrackedEnvelope(value)) {
      this.lastEventId = String(value[0]);
      return event({ data: JSON.stringify(value[1]), id: this.lastEventId });
    }
    const data = JSON.stringify(value);
    if (this.lastEventId === null) return event({ data });
    // An event without an id would clear the client's; it is sent with an empty one, then the last restored.
    return event({ data, id: '' }) + event({ event: 'restore-id', data: '', id: this.lastEventId });
  }

  static readonly ping = event({ event: 'ping', data: '' });
  static readonly end = event({ event: 'return', data: '' });
  static failure(shape: unknown): string {
    return event({ event: 'serialized-error', data: JSON.stringify(shape) });
  }
}

/** A subscription's values, and how to stop it (its client went). */
export type SubscriptionSource = { next: () => Promise<IteratorResult<unknown>>; stop: () => void };
/** `failureOf` writes a failure as its event (null: end quietly). */
type BodyOptions = { settings: EventStreamSettings; writer: EventWriter; failureOf: (cause: unknown) => string | null };

/**
 * One open stream's body. Values are taken from the subscription only when the client has room for
 * them (the stream's `_read`); a ping goes out when nothing has for the router's ping interval.
 */
export class EventStreamBody extends Readable {
  private pulling = false;
  private readonly pinger: NodeJS.Timeout | undefined;

  constructor(
    private readonly source: SubscriptionSource,
    private readonly options: BodyOptions,
  ) {
    super();
    this.push(options.settings.connected);
    const { pingMs } = options.settings;
    this.pinger = pingMs === undefined ? undefined : setInterval(() => this.push(EventWriter.ping), pingMs);
  }

  override _read(): void {
    if (this.pulling) return;
    this.pulling = true;
    this.source.next().then(
      (step) => {
        this.pulling = false;
        if (this.destroyed) return;
        this.pinger?.refresh();
        if (step.done) this.finish(EventWriter.end);
        else this.push(this.options.writer.value(step.value));
      },
      (cause: unknown) => {
        this.pulling = false;
        if (!this.destroyed) this.finish(this.options.failureOf(cause));
      },
    );
  }

  private finish(last: string | null): void {
    clearInterval(this.pinger);
    if (last !== null) this.push(last);
    this.push(null);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    clearInterval(this.pinger);
    this.source.stop();
    callback(error);
  }
}
