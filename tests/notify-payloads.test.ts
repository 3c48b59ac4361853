import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONVERSATIONS_CHANNEL, Cluster, WRITES_CHANNEL } from '../server/cluster.ts';
import type { ConversationSignal } from '../server/realtime/conversation-hub.ts';
import { openFreshDatabase, type FreshDatabase } from './helpers/test-app.ts';
import { until } from './helpers/until.ts';

/**
 * LISTEN/NOTIFY payloads are outside input (anyone connected to the database may NOTIFY): a
 * malformed one is logged and ignored, never passed on as a signal nor allowed to stop the listener.
 */
let database: FreshDatabase;
let cluster: Cluster;
const signals: ConversationSignal[] = [];
let writesElsewhere = 0;
const warnings: Array<{ channel: string }> = [];

beforeAll(async () => {
  database = await openFreshDatabase();
  cluster = new Cluster(database.databaseUrl, {
    listen: true,
    onWriteElsewhere: () => (writesElsewhere += 1),
    onConversation: (signal) => signal && signals.push(signal),
  });
  await cluster.start({ warn: (fields) => warnings.push(fields as { channel: string }) });
});
afterAll(async () => {
  await cluster.close();
  await database.close();
});

const notify = (channel: string, payload: string) => database.sql.query('SELECT pg_notify($1, $2)', [channel, payload]);

describe('database notifications', () => {
  it('ignores and logs malformed conversation signals, and still passes on the good one after them', async () => {
    const user = randomUUID();
    const malformed = [
      'not json',
      '{"kind":"read","users":["' + user + '"]}',
      '{"kind":"message","users":"' + user + '"}',
      '{"kind":"message","users":["not-a-user-id"]}',
      '{"kind":"shout","users":["' + user + '"]}',
    ];
    for (const payload of malformed) await notify(CONVERSATIONS_CHANNEL, payload);
    const good: ConversationSignal = { kind: 'read', users: [user], conversationId: randomUUID(), readUpTo: '42' };
    await notify(CONVERSATIONS_CHANNEL, JSON.stringify(good));

    await until(() => Promise.resolve(signals.length > 0), 5_000, 'the good signal');
    expect(signals).toEqual([good]);
    expect(warnings.filter((w) => w.channel === CONVERSATIONS_CHANNEL)).toHaveLength(malformed.length);
  });

  it("ignores and logs a write announcement that names no process, and hears another process's", async () => {
    const before = writesElsewhere;
    await notify(WRITES_CHANNEL, 'garbage');
    await notify(WRITES_CHANNEL, randomUUID());
    await until(() => Promise.resolve(writesElsewhere > before), 5_000, 'the other process heard of');
    expect(writesElsewhere).toBe(before + 1);
    expect(warnings.filter((w) => w.channel === WRITES_CHANNEL)).toHaveLength(1);
  });
});
