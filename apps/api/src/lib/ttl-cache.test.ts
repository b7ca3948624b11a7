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

  it('keeps nothing when its time to live is 0, and forgets everything on clear', () => {
    expect(new TtlCache<string>(0, 10).getOrLoad('a', async () => 'A')).resolves.toBe('A');
    const off = new TtlCache<string>(0, 10);
    off.set('a', 'A');
    expect(off.get('a')).toBeUndefined();
    const on = new TtlCache<string>(5000, 10);
    on.set('a', 'A');
    on.clear();
    expect(on.get('a')).toBeUndefined();
  });
});
