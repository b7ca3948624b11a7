import { jobListQuerySchema } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import {
  type BoardFacts,
  DEEP_PAGE,
  FILTERS,
  MANY_CONNECTIONS,
  PAGE_SIZE,
  apiMaxSkip,
  benchScenarios,
  deepSkips,
  percentile,
  selectScenarios,
} from './scenarios';

const facts = (jobs: number): BoardFacts => ({
  jobs,
  firstJobId: 1,
  lastJobId: jobs,
  loginAccounts: 100,
  connections: 50,
  tokens: {},
});

describe('the scenarios', () => {
  const scenarios = benchScenarios(facts(1_000_000));

  it('have unique keys', () => {
    const keys = scenarios.map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('measure the hello-world ceiling at every connection count the app is loaded with', () => {
    const loaded = new Set(scenarios.map((s) => s.connections ?? 50));
    const ceilings = new Set(
      scenarios.filter((s) => s.group === 'ceiling').map((s) => s.connections),
    );
    expect(ceilings).toEqual(loaded);
    expect(ceilings).toContain(MANY_CONNECTIONS);
  });

  it('read each public query with the cache on and off', () => {
    for (const group of ['list', 'deep', 'detail', 'page', 'search', 'filter', 'many'] as const) {
      const servers = new Set(scenarios.filter((s) => s.group === group).map((s) => s.server));
      expect(servers, group).toEqual(new Set(['cached', 'uncached']));
    }
  });

  it('hold every search and filter to p95 ≤ 20 ms at the run’s connections, cache on and off', () => {
    const queries = scenarios.filter(
      (s) => (s.group === 'search' || s.group === 'filter') && s.connections === undefined,
    );
    expect(queries.length).toBe((FILTERS.length + 2) * 2);
    for (const scenario of queries) expect(scenario.budget?.maxP95Ms, scenario.key).toBe(20);
  });

  it('render a job page alone and uncached within 5 ms at p95, a page of a job of the board', () => {
    const pages = scenarios.filter((s) => s.group === 'page');
    const alone = pages.find((s) => s.connections === 1);
    expect(alone?.server).toBe('uncached');
    expect(alone?.budget).toEqual({ maxP95Ms: 5 });
    expect(alone?.probe.path).toMatch(/^\/jobs\/\d+$/);
  });

  it('hold the uncached list to a fifth of the ceiling and the cached one to DESIGN §8', () => {
    const list = scenarios.filter((s) => s.group === 'list' && s.connections === undefined);
    expect(list.map((s) => [s.server, s.budget])).toEqual([
      ['cached', { minRequestsPerSecond: 10_000, maxP99Ms: 20 }],
      ['uncached', { minShareOfCeiling: 0.2, maxP99Ms: 20 }],
    ]);
  });

  it('ask for no errors at 1,000 connections, cache on and off', () => {
    const many = scenarios.filter((s) => s.group === 'many');
    expect(many.map((s) => [s.connections, s.seconds, s.budget])).toEqual([
      [MANY_CONNECTIONS, 10, { noErrors: true }],
      [MANY_CONNECTIONS, 10, { noErrors: true }],
    ]);
  });

  it('alternate LOG_LEVEL=warn and info, neither always first', () => {
    const logging = scenarios.filter((s) => s.group === 'logging');
    expect(logging.map((s) => `${s.server}:${s.logLevel}`)).toEqual([
      'cached:warn',
      'info:info',
      'info:info',
      'cached:warn',
      'cached:warn',
      'info:info',
      'info:info',
      'cached:warn',
    ]);
  });

  it('send filters the domain’s query schema accepts', () => {
    for (const filter of FILTERS) {
      expect(jobListQuerySchema.safeParse(filter.query).success, filter.key).toBe(true);
    }
    for (const scenario of scenarios.filter((s) => s.path.startsWith('/api/jobs/?'))) {
      const query = Object.fromEntries(new URL(scenario.path, 'http://x').searchParams);
      expect(jobListQuerySchema.safeParse(query).success, scenario.key).toBe(true);
    }
  });

  it('sign in as a different account each time, round the login accounts', () => {
    const login = scenarios.find((s) => s.key === 'login');
    const request = login?.requests?.[0];
    const bodies = Array.from({ length: 3 }, () => {
      const built = request?.setupRequest?.({ ...request }, {});
      return JSON.parse(built?.body ?? '{}') as { email: string };
    });
    expect(new Set(bodies.map((b) => b.email)).size).toBe(3);
  });

  it('are chosen by the beginning of their key, the ceiling always', () => {
    const chosen = selectScenarios(scenarios, ['search-rare', 'login']);
    expect(new Set(chosen.map((s) => s.group))).toEqual(new Set(['ceiling', 'search', 'login']));
    expect(selectScenarios(scenarios, [])).toBe(scenarios);
  });
});

describe('the deep pages', () => {
  it('are page 2,000 and the last page the API allows on a million jobs', () => {
    const maxSkip = apiMaxSkip() ?? 0;
    expect(maxSkip).toBeGreaterThan(0);
    expect(jobListQuerySchema.safeParse({ skip: String(maxSkip) }).success).toBe(true);
    expect(jobListQuerySchema.safeParse({ skip: String(maxSkip + 1) }).success).toBe(false);
    const { deep, last } = deepSkips(1_000_000, 1_000_000);
    expect(deep).toBe((DEEP_PAGE - 1) * PAGE_SIZE);
    expect(last).toBe(999_980);
  });

  it('stop at the last page of a small board', () => {
    expect(deepSkips(20_000, 1_000_000)).toEqual({
      deep: 19_980,
      last: 19_980,
      lastIsApiLimit: false,
    });
    expect(deepSkips(1, undefined)).toEqual({ deep: 0, last: 0, lastIsApiLimit: false });
  });

  it('stop at the largest skip the API accepts', () => {
    expect(deepSkips(1_000_000, 10_000)).toEqual({
      deep: 10_000,
      last: 10_000,
      lastIsApiLimit: true,
    });
  });

  it('are one scenario pair when both are the same page', () => {
    const deep = benchScenarios(facts(5_000)).filter((s) => s.group === 'deep');
    expect(deep.map((s) => s.key)).toEqual(['deep-page', 'deep-page-uncached']);
    expect(deep[0]?.name).toBe('Deep page (page 250, the last of the board)');
  });
});

describe('percentiles', () => {
  it('are the nearest rank', () => {
    const sorted = Float64Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile(new Float64Array(), 95)).toBe(0);
  });
});
