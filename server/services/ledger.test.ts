import { describe, expect, it } from 'vitest';
import { platformFee, splitByWeight } from './ledger.ts';

const sum = (parts: number[]) => parts.reduce((a, p) => a + p, 0);

describe('splitting a bundle’s money over its orders', () => {
  it('gives a 33.33 % fee on three equal books in whole units, the leftover unit to the first', () => {
    const prices = [10001, 10001, 10001];
    const fee = platformFee(sum(prices), 33.33);
    expect(fee).toBe(10000);
    expect(splitByWeight(fee, prices)).toEqual([3334, 3333, 3333]);
  });

  it('follows the weights, the largest remainders taking the leftover units', () => {
    // 1000 over 1:2:4 is 142.86, 285.71, 571.43: the first two get the two units left.
    expect(splitByWeight(1000, [1, 2, 4])).toEqual([143, 286, 571]);
    expect(splitByWeight(0, [5, 7])).toEqual([0, 0]);
    expect(splitByWeight(7, [1])).toEqual([7]);
  });

  it('never loses or makes a unit, whatever the amounts', () => {
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let round = 0; round < 500; round++) {
      const weights = Array.from({ length: 2 + next(9) }, () => 1 + next(5_000_000));
      const total = next(sum(weights) + 1);
      const parts = splitByWeight(total, weights);
      expect(sum(parts)).toBe(total);
      parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum(weights))).toBeLessThan(1));
    }
  });
});
