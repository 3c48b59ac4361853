import { describe, expect, it } from 'vitest';
import { ReadCounter } from './read-counter.ts';

/** A counter of 3 reads a minute on a clock the test moves. */
function counter() {
  let now = 1_000_000;
  const reads = new ReadCounter(3, 60_000, () => now);
  return { reads, later: (ms: number) => void (now += ms) };
}

describe('the read limit: fixed one-minute windows per address, in memory', () => {
  it('allows the limit in a window and then says how long until the window ends', () => {
    const { reads, later } = counter();
    expect([reads.take('a'), reads.take('a'), reads.take('a')]).toEqual([0, 0, 0]);
    later(15_000);
    expect(reads.take('a')).toBe(45_000);
    // Refused reads do not push the window's end further away.
    later(5_000);
    expect(reads.take('a')).toBe(40_000);
  });

  it('counts each address on its own', () => {
    const { reads } = counter();
    for (let i = 0; i < 3; i++) reads.take('a');
    expect(reads.take('a')).toBeGreaterThan(0);
    expect(reads.take('b')).toBe(0);
  });

  it('starts a new window once the old one has ended', () => {
    const { reads, later } = counter();
    for (let i = 0; i < 4; i++) reads.take('a');
    later(60_000);
    expect([reads.take('a'), reads.take('a'), reads.take('a'), reads.take('a')]).toEqual([0, 0, 0, 60_000]);
  });

  it('forgets addresses whose window has ended, so memory holds only recent ones', () => {
    const { reads, later } = counter();
    for (let i = 0; i < 1000; i++) reads.take(`address-${i}`);
    later(60_000);
    reads.take('someone-new');
    expect(reads.size).toBe(1);
  });
});
