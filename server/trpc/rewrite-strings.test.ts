import { describe, expect, it } from 'vitest';
import { rewriteStrings } from './rewrite-strings.ts';

const upper = (text: string) => (text.startsWith('x') ? text.toUpperCase() : text);

describe('rewriteStrings (how a procedure input is prepared)', () => {
  it("rewrites every string, nested in objects and arrays, and leaves the caller's object as it was", () => {
    const input = { a: 'xa', keep: { b: 'b' }, list: ['xc', { d: 'xd' }, 'e'] };
    const before = structuredClone(input);
    const output = rewriteStrings(input, upper) as typeof input;
    expect(output).toEqual({ a: 'XA', keep: { b: 'b' }, list: ['XC', { d: 'XD' }, 'e'] });
    expect(input).toEqual(before);
    expect(Array.isArray(output.list)).toBe(true);
    // What did not change is shared, not copied.
    expect(output.keep).toBe(input.keep);
  });

  it('gives the input itself back when nothing changes, and a string rewritten', () => {
    const input = { a: 'a', list: ['b', { c: 'c' }] };
    expect(rewriteStrings(input, upper)).toBe(input);
    expect(rewriteStrings('xy', upper)).toBe('XY');
    expect(rewriteStrings(null, upper)).toBeNull();
  });

  it('walks an input nested 100,000 deep without running out of stack', () => {
    let deep: unknown = 'xdeep';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let node = rewriteStrings(deep, upper);
    for (let i = 0; i < 100_000; i++) node = (node as unknown[])[0];
    expect(node).toBe('XDEEP');
  });
});
