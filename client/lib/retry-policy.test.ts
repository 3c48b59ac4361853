import { TRPCError } from '@trpc/server';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server.tsx';
import { shouldRetryQuery } from './retry-policy.ts';
import { createTrpcClient } from './trpc.ts';

/** What the client's tRPC client throws when the server answers a read with this refusal. */
async function failureOf(refusal: TRPCError): Promise<unknown> {
  fakeServer({
    'catalog.storeConfig': () => {
      throw refusal;
    },
  });
  return createTrpcClient()
    .catalog.storeConfig.query()
    .catch((error: unknown) => error);
}

describe('shouldRetryQuery', () => {
  it('does not ask again when the server refused the caller (401, 403)', async () => {
    for (const code of ['UNAUTHORIZED', 'FORBIDDEN'] as const) {
      const error = await failureOf(new TRPCError({ code, message: 'Not for you' }));
      expect(shouldRetryQuery(0, error), code).toBe(false);
    }
  });

  it('asks three more times when the server failed or the network dropped', async () => {
    const serverFailure = await failureOf(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Down' }));
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const networkFailure = await createTrpcClient()
      .catalog.storeConfig.query()
      .catch((error: unknown) => error);
    for (const error of [serverFailure, networkFailure]) {
      expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, error))).toEqual([true, true, true, false]);
    }
  });
});
