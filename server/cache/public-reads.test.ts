import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicReadCache } from './public-reads.ts';

/** A finished answer; its ETag here is only a stand-in. */
const finished = (body: string) => ({ body, etag: `"${body}"` });

afterEach(() => {
  vi.useRealTimers();
});

describe('PublicReadCache answers', () => {
  it('computes a missing answer once: everyone asking meanwhile waits for it, then it is kept', async () => {
    const cache = new PublicReadCache(10_000);
    expect(cache.answer('/api/categories')).toBeUndefined();
    const done = cache.computeAnswer('/api/categories');
    const waiting = [cache.answer('/api/categories'), cache.answer('/api/categories')].filter((w) => w instanceof Promise);
    expect(waiting).toHaveLength(2);
    done(finished('[1]'));
    expect(await Promise.all(waiting)).toEqual([finished('[1]'), finished('[1]')]);
    expect(cache.answer('/api/categories')).toEqual(finished('[1]'));
  });

  it('lets waiters compute their own when the answer failed, and keeps nothing', async () => {
    const cache = new PublicReadCache(10_000);
    const done = cache.computeAnswer('k');
    const waiting = cache.answer('k');
    done(undefined);
    expect(await waiting).toBeUndefined();
    expect(cache.answer('k')).toBeUndefined();
  });

  it('does not keep an answer computed across a write, though those already waiting get it', async () => {
    const cache = new PublicReadCache(10_000);
    const done = cache.computeAnswer('k');
    const waiting = cache.answer('k');
    cache.clear();
    expect(cache.answer('k')).toBeUndefined();
    done(finished('stale'));
    expect(await waiting).toEqual(finished('stale'));
    expect(cache.answer('k')).toBeUndefined();
  });

  it('keeps nothing when turned off (PUBLIC_CACHE_MS=0), and no entry past its time', () => {
    const off = new PublicReadCache(0);
    off.computeAnswer('k')(finished('body'));
    expect(off.answer('k')).toBeUndefined();
    vi.useFakeTimers({ toFake: ['performance'] });
    // A fake clock starts at 0, which lru-cache reads as "no start time": begin a second later.
    vi.advanceTimersByTime(1_000);
    const brief = new PublicReadCache(20);
    brief.computeAnswer('k')(finished('body'));
    vi.advanceTimersByTime(19);
    expect(brief.answer('k')).toEqual(finished('body'));
    vi.advanceTimersByTime(2);
    expect(brief.answer('k')).toBeUndefined();
  });

  it('holds at most its bound of entries, dropping the oldest', () => {
    const cache = new PublicReadCache(10_000, { maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) cache.computeAnswer(key)(finished(key));
    expect(['a', 'b', 'c'].map((k) => cache.answer(k))).toEqual([undefined, finished('b'), finished('c')]);
  });

  it('holds at most its bound of bytes: a large answer pushes the oldest out', () => {
    const cache = new PublicReadCache(10_000, { maxBytes: 1_000 });
    const body = (c: string) => c.repeat(600);
    for (const key of ['a', 'b']) cache.computeAnswer(key)(finished(body(key)));
    expect(cache.answer('a')).toBeUndefined();
    expect(cache.answer('b')).toEqual(finished(body('b')));
  });

  it('counts a remembered value with its JSON once that is kept', async () => {
    const cache = new PublicReadCache(10_000, { maxBytes: 10_000 });
    await cache.read('small', () => Promise.resolve(1));
    // JSON of 3,000 characters counts three times over (the value, its JSON): with it, a 1,000-byte answer no longer fits beside.
    cache.keepJson('small', 'x'.repeat(3_000), cache.version);
    expect(cache.json('small')).toHaveLength(3_000);
    cache.computeAnswer('other')(finished('y'.repeat(1_000)));
    expect(cache.json('small')).toBeUndefined();
    expect(cache.answer('other')).toEqual(finished('y'.repeat(1_000)));
  });

  it('keeps nothing once closed', () => {
    const cache = new PublicReadCache(10_000);
    cache.computeAnswer('k')(finished('body'));
    cache.close();
    expect(cache.answer('k')).toBeUndefined();
  });
});
