import { createTRPCClient, httpLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import type { ConversationEvent } from '../../shared/conversations.ts';
import type { AppRouter } from '../../server/trpc/router.ts';

/**
 * One received event. `id` is set on messages (tracked events), which a reconnect resumes after;
 * null on others (read receipts): tRPC sends them with an empty id, then restores the stream's last
 * id with an event of its own, as a browser's EventSource needs too.
 */
export type Received = { id: string | null; event: ConversationEvent; at: number };

export type Subscriber = {
  received: Received[];
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitFor: (count: number, timeoutMs?: number) => Promise<Received[]>;
  close: () => void;
};

/**
 * A client of a running store's `conversations.events` subscription, as the web app opens it
 * (tRPC's httpSubscriptionLink: server-sent events, the token in the connection parameters).
 */
export async function subscribe(baseUrl: string, token: string, lastEventId?: string): Promise<Subscriber> {
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: `${baseUrl}/trpc`, EventSource, connectionParams: () => ({ token }) }),
        false: httpLink({ url: `${baseUrl}/trpc` }),
      }),
    ],
  });
  const received: Received[] = [];
  const waiters = new Set<() => void>();
  let failure: unknown = null;
  let closer: () => void = () => undefined;
  const started = new Promise<void>((resolve, reject) => {
    const subscription = client.conversations.events.subscribe(
      { lastEventId: lastEventId ?? null },
      {
        onStarted: () => resolve(),
        onData: (data) => {
          const tracked = 'data' in data && 'id' in data;
          received.push(tracked ? { id: data.id, event: data.data, at: Date.now() } : { id: null, event: data, at: Date.now() });
          for (const wake of waiters) wake();
        },
        onError: (error) => {
          failure = error;
          reject(error);
          for (const wake of waiters) wake();
        },
      },
    );
    closer = () => subscription.unsubscribe();
  });
  await started;
  return {
    received,
    close: () => closer(),
    waitFor: (count, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (failure) {
            reject(failure instanceof Error ? failure : new Error('the subscription failed', { cause: failure }));
            return;
          }
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received.slice(0, count));
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`waited ${timeoutMs} ms for ${count} events, got ${received.length}: ${JSON.stringify(received)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
  };
}
