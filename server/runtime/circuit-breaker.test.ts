import { describe, expect, it } from 'vitest';
import { CircuitBreaker, DependencyUnavailable } from './circuit-breaker.ts';

class Outage extends Error {}
class Refusal extends Error {}

function breaker() {
  let now = 0;
  const changes: boolean[] = [];
  const calls = { made: 0 };
  const b = new CircuitBreaker('Stripe', { failuresToOpen: 3, openSeconds: 30, now: () => now, onChange: (open) => changes.push(open) });
  const isOutage = (error: unknown) => error instanceof Outage;
  const attempt = (outcome: 'ok' | 'outage' | 'refusal') =>
    b.run(() => {
      calls.made += 1;
      if (outcome === 'outage') return Promise.reject(new Outage('no answer'));
      if (outcome === 'refusal') return Promise.reject(new Refusal('card declined'));
      return Promise.resolve('done');
    }, isOutage);
  return { b, attempt, calls, changes, wait: (seconds: number) => (now += seconds * 1000) };
}

describe('CircuitBreaker', () => {
  it('passes answers and refusals through; an outage becomes DependencyUnavailable, its cause kept', async () => {
    const { attempt } = breaker();
    await expect(attempt('ok')).resolves.toBe('done');
    await expect(attempt('refusal')).rejects.toBeInstanceOf(Refusal);
    const error = await attempt('outage').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DependencyUnavailable);
    expect(error).toMatchObject({ dependency: 'Stripe', retryAfterSeconds: 5, cause: expect.any(Outage) });
  });

  it('stops calling after failures in a row, for openSeconds, then lets one call try', async () => {
    const { b, attempt, calls, changes, wait } = breaker();
    for (let i = 0; i < 3; i++) await attempt('outage').catch(() => undefined);
    expect(b.open).toBe(true);
    expect(changes).toEqual([false, true]);
    const made = calls.made;
    wait(10);
    await expect(attempt('ok')).rejects.toMatchObject({ retryAfterSeconds: 20 });
    expect(calls.made).toBe(made);
    wait(20);
    await expect(attempt('ok')).resolves.toBe('done');
    expect(calls.made).toBe(made + 1);
    expect(b.open).toBe(false);
    expect(changes).toEqual([false, true, false]);
  });

  it('a failed try keeps the calls stopped for another openSeconds; only one try at a time', async () => {
    const { b, attempt, calls, wait } = breaker();
    for (let i = 0; i < 3; i++) await attempt('outage').catch(() => undefined);
    wait(30);
    await expect(attempt('outage')).rejects.toMatchObject({ retryAfterSeconds: 30 });
    expect(b.open).toBe(true);
    wait(30);
    let finish!: () => void;
    const trying = b.run(
      () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
      () => true,
    );
    const before = calls.made;
    await expect(attempt('ok')).rejects.toBeInstanceOf(DependencyUnavailable);
    expect(calls.made).toBe(before);
    finish();
    await expect(trying).resolves.toBe('done');
    await expect(attempt('ok')).resolves.toBe('done');
  });

  it('a success or a refusal between outages starts the count again', async () => {
    const { b, attempt } = breaker();
    await attempt('outage').catch(() => undefined);
    await attempt('outage').catch(() => undefined);
    await attempt('refusal').catch(() => undefined);
    await attempt('outage').catch(() => undefined);
    await attempt('outage').catch(() => undefined);
    expect(b.open).toBe(false);
  });
});
