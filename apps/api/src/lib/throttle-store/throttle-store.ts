/** A counter in its current fixed window: the hits so far and when the window ends (ISO time). */
export interface ThrottleCount {
  count: number;
  resetAt: string;
}

/**
 * Where fixed-window throttle counters live (docs/decisions/006, 011 and 021): the database by
 * default, Redis when REDIS_URL is set. A window starts with the first hit on a key and its
 * counter starts again once the window has passed. Both stores judge windows by the `now` they
 * are given, so every instance (and a test's clock) sees the same windows.
 */
export interface ThrottleStore {
  /** Counts one hit on `key` and returns the count within the current window. */
  hit(key: string, windowMinutes: number, now: Date): Promise<ThrottleCount>;
  /** The counter on `key` in its current window, or undefined when none or expired. */
  peek(key: string, now: Date): Promise<ThrottleCount | undefined>;
  /**
   * Holds `key` until `until` unless an earlier hold on it has not ended yet. Returns the end
   * (ISO time) of that earlier hold, or undefined when this call took the hold; of simultaneous
   * calls exactly one takes it. `peek` sees a hold as a count of 1 ending at `until`.
   */
  hold(key: string, until: Date, now: Date): Promise<string | undefined>;
  clear(key: string): Promise<void>;
  /** Why the counters are not where they are configured to be (for /api/health), if so. */
  degradedReason(): string | undefined;
}
