import autocannon from 'autocannon';
import type { BenchOptions } from './bench-options';
import { SEARCH_WORDS } from './job-words';

/** A performance budget; a scenario passes when every limit it sets holds. */
export interface Budget {
  minRequestsPerSecond?: number;
  maxP95Ms?: number;
  maxP99Ms?: number;
}

export interface Scenario {
  key: string;
  name: string;
  /** The request as shown in the report. */
  path: string;
  /** A path to probe before measuring (detail rotates over ids; the probe uses one). */
  probePath: string;
  requests?: autocannon.Request[];
  /**
   * True: the app as deployed, whose shared read cache answers repeated identical requests.
   * False: the same app with that cache off, so that every request reaches the database.
   */
  cached: boolean;
  /** Overrides the run's connection count. */
  connections?: number;
  budget?: Budget;
  /** Set on a one-connection rerun: the key of the loaded scenario it repeats. */
  repeats?: string;
}

export interface Probe {
  status: number;
  items: number | undefined;
  totalCount: string | undefined;
  capped: boolean;
}

export interface ScenarioResult {
  scenario: Scenario;
  connections: number;
  probe: Probe;
  requestsPerSecond: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Failed requests, timeouts included. */
  errors: number;
  timeouts: number;
  non2xx: number;
  seconds: number;
}

// The search budget holds for any text search, even a word found in most jobs.
const SEARCH_BUDGET: Budget = { maxP95Ms: 20 };

const list = (key: string, name: string, path: string, budget?: Budget): Scenario => ({
  key,
  name,
  path,
  probePath: path,
  cached: true,
  ...(budget ? { budget } : {}),
});

/**
 * A list scenario three ways: as deployed (read cache on); with the cache off and one
 * connection, which shows what one request costs in the database; and with the cache off at
 * full load, which is what distinct queries (many users, crawlers) cost.
 */
function withoutCache(scenario: Scenario): Scenario[] {
  const { budget: _budget, ...unbudgeted } = scenario;
  const uncachedKey = `${scenario.key}-uncached`;
  return [
    scenario,
    {
      ...unbudgeted,
      key: `${uncachedKey}-alone`,
      cached: false,
      connections: 1,
      repeats: uncachedKey,
    },
    { ...scenario, key: uncachedKey, cached: false },
  ];
}

export function benchScenarios(jobIds: { first: number; last: number }): Scenario[] {
  const span = jobIds.last - jobIds.first + 1;
  let turn = 0;
  // A stride prime to typical board sizes spreads consecutive requests over the whole table.
  const nextId = () => jobIds.first + ((turn++ * 7919) % span);
  const { common, rare } = SEARCH_WORDS;
  const lists = [
    list('newest', 'Newest jobs, first page', '/api/jobs/?limit=20', {
      minRequestsPerSecond: 10_000,
      maxP99Ms: 20,
    }),
    list(
      'search-common',
      `Search for a common word ("${common}")`,
      `/api/jobs/?limit=20&search=${common}`,
      SEARCH_BUDGET,
    ),
    list(
      'search-rare',
      `Search for a rare word ("${rare}")`,
      `/api/jobs/?limit=20&search=${rare}`,
      SEARCH_BUDGET,
    ),
    list(
      'search-filtered',
      'Search for a common word with filters',
      `/api/jobs/?limit=20&search=${common}&state=OR&hsWelcome=true`,
      SEARCH_BUDGET,
    ),
    list(
      'filtered',
      'Filtered list (job type, state, high-school students welcome)',
      '/api/jobs/?limit=20&job_type=part-time&state=OR&hsWelcome=true',
    ),
  ];
  return [
    // Rotating over a million ids, the read cache almost never has the job asked for.
    {
      key: 'detail',
      name: 'Job detail, rotating over every job',
      path: '/api/jobs/{id}',
      probePath: `/api/jobs/${jobIds.last}`,
      cached: true,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({ ...request, path: `/api/jobs/${nextId()}` }),
        },
      ],
    },
    ...lists.flatMap(withoutCache),
  ];
}

/** One plain request first: the status and the totals the list reports. */
export async function probe(origin: string, scenario: Scenario): Promise<Probe> {
  const response = await fetch(`${origin}${scenario.probePath}`, {
    signal: AbortSignal.timeout(60_000),
  });
  const body: unknown = await response.json();
  return {
    status: response.status,
    items: Array.isArray(body) ? body.length : undefined,
    totalCount: response.headers.get('x-total-count') ?? undefined,
    capped: response.headers.get('x-total-count-capped') === 'true',
  };
}

/** A request slower than this counts as an error (autocannon then reconnects and sends again). */
export const REQUEST_TIMEOUT_SECONDS = 10;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? 0;
}

export const warmupSeconds = (options: BenchOptions) =>
  Math.min(3, Math.ceil(options.duration / 5));

/** Seconds allowed beyond the planned duration before a run is stopped regardless. */
const OVERRUN_SECONDS = 30;

/**
 * Probes, warms up with one connection, then loads one scenario for `options.duration` seconds
 * at its connection count. Latency percentiles come from every response's own time
 * (autocannon's summary has no p95).
 */
export async function runScenario(
  origin: string,
  scenario: Scenario,
  options: BenchOptions,
  signal: AbortSignal,
): Promise<ScenarioResult> {
  const probed = await probe(origin, scenario);
  const connections = scenario.connections ?? options.connections;
  const latencies: number[] = [];
  const warmup = warmupSeconds(options);
  const instance = autocannon({
    url: `${origin}${scenario.requests ? '' : scenario.path}`,
    title: scenario.name,
    connections,
    duration: options.duration,
    timeout: REQUEST_TIMEOUT_SECONDS,
    warmup: { connections: 1, duration: warmup },
    ...(scenario.requests ? { requests: scenario.requests } : {}),
  });
  instance.on('response', (_client, _status, _bytes, milliseconds) => {
    latencies.push(milliseconds);
  });
  const stop = () => instance.stop();
  signal.addEventListener('abort', stop, { once: true });
  const watchdog = setTimeout(stop, (warmup + options.duration + OVERRUN_SECONDS) * 1000);
  try {
    const result = await instance;
    const sorted = Float64Array.from(latencies).sort();
    return {
      scenario,
      connections,
      probe: probed,
      requestsPerSecond: result.requests.average,
      requests: result.requests.total,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? 0,
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      seconds: result.duration,
    };
  } finally {
    clearTimeout(watchdog);
    signal.removeEventListener('abort', stop);
  }
}

export function meetsBudget(result: ScenarioResult): boolean | undefined {
  const budget = result.scenario.budget;
  if (!budget) return undefined;
  return (
    (budget.minRequestsPerSecond === undefined ||
      result.requestsPerSecond >= budget.minRequestsPerSecond) &&
    (budget.maxP95Ms === undefined || result.p95 < budget.maxP95Ms) &&
    (budget.maxP99Ms === undefined || result.p99 < budget.maxP99Ms) &&
    result.errors + result.non2xx === 0
  );
}
