import { text } from 'node:stream/consumers';
import { tracked, TRPCError } from '@trpc/server';
import { sseStreamProducer } from '@trpc/server/unstable-core-do-not-import';
import { describe, expect, it } from 'vitest';
import { EventStreamBody, EventWriter } from './event-stream.ts';

const CLIENT = { reconnectAfterInactivityMs: 30_000 };
const connected = `event: connected\ndata: ${JSON.stringify(CLIENT)}\n\n\n`;
const shapeOf = (error: TRPCError) => ({ message: error.message, code: error.code });

/** Values as a subscription yields them, `pause` ms apart, failing at the end when `failure` is given. */
async function* values(items: unknown[], pause = 0, failure?: Error): AsyncGenerator {
  for (const item of items) {
    if (pause) await new Promise((resume) => setTimeout(resume, pause));
    yield item;
  }
  if (failure) throw failure;
}

/** What tRPC's own producer writes for the same values (no pings). */
function trpcWrites(items: unknown[], lastEventId: string | null, failure?: Error): Promise<string> {
  const stream = sseStreamProducer({
    data: values(items, 0, failure),
    lastEventId,
    client: CLIENT,
    formatError: ({ error }) => shapeOf(error as TRPCError),
  });
  return text(stream);
}

/** What the store's body writes for them, with pings every `pingMs` when given. */
function ourWrites(items: unknown[], lastEventId: string | null, { failure, pause = 0, pingMs }: { failure?: Error; pause?: number; pingMs?: number } = {}) {
  const iterator = values(items, pause, failure);
  let stopped = false;
  const body = new EventStreamBody(
    { next: () => iterator.next(), stop: () => (stopped = true) },
    {
      settings: { pingMs, connected },
      writer: new EventWriter(lastEventId),
      failureOf: (cause) => EventWriter.failure(shapeOf(cause as TRPCError)),
    },
  );
  return { body, stopped: () => stopped };
}

const cases: Array<[string, unknown[], string | null]> = [
  ['tracked events', [tracked('7', { n: 1 }), tracked('8', { n: 2 })], null],
  ['untracked events, none resumed', [{ kind: 'read' }, { kind: 'read', n: 2 }], null],
  ['untracked events between tracked ones (the id restored)', [tracked('7', { n: 1 }), { kind: 'read' }, tracked('9', { n: 3 }), { kind: 'read' }], null],
  ['an untracked event on a resumed stream', [{ kind: 'read' }], '6'],
  ['a resumed id that cannot be an id', [{ kind: 'read' }], '6\n7'],
  ['nothing at all', [], null],
];

describe('the subscription path writes what tRPC writes', () => {
  it.each(cases)('%s', async (_label, items, lastEventId) => {
    expect(await text(ourWrites(items, lastEventId).body)).toBe(await trpcWrites(items, lastEventId));
  });

  it('a failure as tRPC serializes it, after what came before', async () => {
    const failure = new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in first.' });
    const ours = await text(ourWrites([tracked('1', { n: 1 })], null, { failure }).body);
    expect(ours).toBe(await trpcWrites([tracked('1', { n: 1 })], null, failure));
    expect(ours).toContain('event: serialized-error\ndata: {"message":"Sign in first.","code":"UNAUTHORIZED"}');
  });

  it('pings while the subscription is quiet, and not once it has ended', async () => {
    const { body } = ourWrites([tracked('1', { n: 1 })], null, { pause: 130, pingMs: 40 });
    const errors: unknown[] = [];
    body.on('error', (error) => errors.push(error));
    const written = await text(body);
    const pings = written.split(EventWriter.ping).length - 1;
    expect(pings).toBeGreaterThanOrEqual(2);
    expect(written.replaceAll(EventWriter.ping, '')).toBe(await trpcWrites([tracked('1', { n: 1 })], null));
    // A ping pushed after the end would be an error.
    await new Promise((resume) => setTimeout(resume, 100));
    expect(errors).toEqual([]);
  });

  it('stops the subscription when the client goes', () => {
    const { body, stopped } = ourWrites([tracked('1', { n: 1 })], null, { pause: 10_000, pingMs: 40 });
    body.read();
    body.destroy();
    expect(stopped()).toBe(true);
  });
});
