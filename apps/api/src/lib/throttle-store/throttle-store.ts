/** A counter in its current fixed window: the hits so far and when the window ends (ISO time). */
export interface ThrottleCount {
  count: number;
  resetAt: string;
}

/**
 * Where fixed-window throttle counters live (docs/decisions/006 and 011): the database by
 * default, Redis when REDIS_URL is set. A window starts with the first hit on a key and its
 * counter starts again once the window has passed.
 */
export interface ThrottleStore {
  /** Counts one hit on `key` and returns the count within the current window. */
  hit(key: string, windowMinutes: number, now: Date): Promise<ThrottleCount>;
  /** The counter on `key` in its current window, or undefined when none or expired. */
  peek(key: string, now: Date): Promise<ThrottleCount | undefined>;
  clear(key: string): Promise<void>;
}
