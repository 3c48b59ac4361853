import { describe, expect, it } from 'vitest';
import { isConnectionFailure, isLostConnection } from './client.ts';

describe("node-postgres's ways of saying the database is gone", () => {
  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated due to connection timeout',
    'Client has encountered a connection error and is not queryable',
    'timeout exceeded when trying to connect',
  ])('%s is a lost connection (503, not 500)', (message) => {
    expect([isLostConnection(new Error(message)), isConnectionFailure(new Error(message))]).toEqual([true, true]);
  });

  it('a wrong query is not', () => {
    expect(isLostConnection(new Error('syntax error at or near "SELEC"'))).toBe(false);
  });
});
