// One bad item never stops a background job (docs/decisions/022). A job that works through a
// list (job alerts per saved search, weekly summaries per applicant) handles each item on its
// own: a failure is logged with the item's id and recorded on the item, which waits a growing
// while before its next try and is set aside after ITEM_MAX_FAILURES; the others go on.

/** Failures in a row after which an item is set aside until its owner changes it. */
export const ITEM_MAX_FAILURES = 5;

const FIRST_RETRY_MS = 10 * 60_000;
const LONGEST_RETRY_MS = 24 * 60 * 60_000;

/** The wait before the next try after the `failures`-th failure in a row: 10 min, 40 min, 2 h 40… */
export function itemRetryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 4 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);
}

export interface ItemLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export const silentLog: ItemLog = { warn: () => undefined, error: () => undefined };

export interface IsolatedRun<T> {
  /** What the job does with one item. */
  handle(item: T): Promise<void>;
  /** Records the item's failure (its `failures`-th in a row) and when to try it next. */
  recordFailure(item: T, failures: number, retryAt: Date): Promise<void>;
  /** How many times in a row the item had failed before this run. */
  failuresOf(item: T): number;
  /** How the log names the item, e.g. { savedSearchId: 12 }. */
  describe(item: T): object;
  log: ItemLog;
  job: string;
  now: Date;
}

/** Runs `handle` for every item in turn, each in isolation; resolves when all have had their turn. */
export async function forEachIsolated<T>(items: T[], run: IsolatedRun<T>): Promise<void> {
  for (const item of items) {
    try {
      await run.handle(item);
    } catch (error) {
      const failures = run.failuresOf(item) + 1;
      const setAside = failures >= ITEM_MAX_FAILURES;
      const retryAt = new Date(run.now.getTime() + itemRetryDelayMs(failures));
      run.log[setAside ? 'error' : 'warn'](
        { ...run.describe(item), job: run.job, failures, setAside, retryAt, err: error },
        setAside ? `${run.job}: item set aside after repeated failures` : `${run.job}: item failed`,
      );
      try {
        await run.recordFailure(item, failures, retryAt);
      } catch (recordError) {
        run.log.error(
          { ...run.describe(item), job: run.job, err: recordError },
          `${run.job}: could not record a failure`,
        );
      }
    }
  }
}
