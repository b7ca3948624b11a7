import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('serves a value until its time is up, then loads it again', async () => {
    let now = 1000;
    const cache = new TtlCache<number>(5000, 10, () => now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now += 4999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now += 1;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new TtlCache<string>(5000, 2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.set('c', 'C');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'B', 'C']);
  });

  it('keeps nothing when its time to live is 0, and forgets everything on clear', async () => {
    await expect(new TtlCache<string>(0, 10).getOrLoad('a', async () => 'A')).resolves.toBe('A');
    const off = new TtlCache<string>(0, 10);
    off.set('a', 'A');
    expect(off.get('a')).toBeUndefined();
    const on = new TtlCache<string>(5000, 10);
    on.set('a', 'A');
    on.clear();
    expect(on.get('a')).toBeUndefined();
  });

  it('lets concurrent misses of one key share one load', async () => {
    const cache = new TtlCache<number>(5000, 10);
    let loads = 0;
    const load = async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return ++loads;
    };
    const values = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('a', load)));
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
    expect(await cache.getOrLoad('b', load)).toBe(2);
  });

  it('shares a failed load with those waiting, caches nothing, and loads again next time', async () => {
    const cache = new TtlCache<string>(5000, 10);
    let calls = 0;
    const failing = async () => {
      calls++;
      await new Promise((resolve) => setImmediate(resolve));
      throw new Error('database down');
    };
    const results = await Promise.allSettled([
      cache.getOrLoad('a', failing),
      cache.getOrLoad('a', failing),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(await cache.getOrLoad('a', async () => 'A')).toBe('A');
  });

  it('does not keep, nor let anyone join, a load that started before clear', async () => {
    const cache = new TtlCache<string>(5000, 10);
    let release: (value: string) => void = () => undefined;
    const stale = cache.getOrLoad('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    const fresh = cache.getOrLoad('a', async () => 'after the change');
    release('before the change');
    expect(await stale).toBe('before the change');
    expect(await fresh).toBe('after the change');
    expect(cache.get('a')).toBe('after the change');
  });

  it('shares nothing when its time to live is 0', async () => {
    const cache = new TtlCache<number>(0, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([
      1, 2,
    ]);
  });
});
