/**
 * A small in-process cache whose entries live `ttlMs` milliseconds, holding at most
 * `maxEntries` (the oldest entry goes first). It lets a burst of identical public reads share
 * one database round trip: concurrent misses of one key wait for the same load. With `ttlMs` 0
 * it keeps and shares nothing.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: V; expiresAt: number }>();
  /** Loads under way, by key: a second miss joins the first instead of loading again. */
  readonly #loading = new Map<string, Promise<V>>();
  /** Bumped by clear(): a load that started before it neither fills the cache nor is joined. */
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /**
   * Returns the cached value, or loads, caches and returns it. A miss while the same key is
   * loading waits for that load; a failed load is shared by those waiting and not cached.
   */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    if (this.ttlMs <= 0) return load();
    const pending = this.#loading.get(key);
    if (pending) return pending;

    const generation = this.#generation;
    const loading = load().then(
      (value) => {
        if (generation === this.#generation) {
          this.#loading.delete(key);
          this.set(key, value);
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.#generation) this.#loading.delete(key);
        throw error;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }

  /** Forgets every entry, and every load under way (what it reads may be out of date). */
  clear(): void {
    this.#entries.clear();
    this.#loading.clear();
    this.#generation++;
  }
}
