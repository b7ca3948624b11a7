import { describe, expect, it } from 'vitest';
import { deadlinePassed } from '@firstshift/domain';
import {
  BENCH_BUSINESSES,
  type BoardStore,
  DASHBOARD_BUSINESS_EMAIL,
  DASHBOARD_JOBS,
  LOGIN_ACCOUNTS,
  type Row,
  isDashboardJob,
  seedBenchBoard,
} from './seed-jobs';

/** Rows in memory, with ids as a database would give them. */
function memoryStore() {
  const tables = new Map<string, Row[]>();
  const rows = (table: string) => tables.get(table) ?? [];
  const store: BoardStore = {
    async insert(table, inserted) {
      const existing = rows(table);
      tables.set(table, [
        ...existing,
        ...inserted.map((row, i) => ({ ...row, id: existing.length + i + 1 })),
      ]);
    },
    async userIds() {
      return new Map(rows('users').map((u) => [String(u.email), Number(u.id)]));
    },
    async jobIds(businessId) {
      return rows('jobs')
        .filter((j) => j.business_id === businessId)
        .map((j) => Number(j.id));
    },
    async jobSpan() {
      return { first: 1, last: rows('jobs').length, count: rows('jobs').length };
    },
    beforeJobs: async () => undefined,
    afterJobs: async () => undefined,
    analyze: async () => undefined,
  };
  return { store, rows };
}

describe('the benchmark board', () => {
  it('gives the dashboard business exactly its share of jobs', () => {
    for (const jobs of [200, 1_000, 20_001, 1_000_000]) {
      let mine = 0;
      for (let i = 0; i < jobs; i++) if (isDashboardJob(i, jobs)) mine++;
      expect(mine, String(jobs)).toBe(DASHBOARD_JOBS);
    }
  });

  it('holds the jobs, the login accounts and the dashboard business’s applications', async () => {
    const { store, rows } = memoryStore();
    const board = await seedBenchBoard(store, 2_000, 'hash');
    expect(board).toMatchObject({
      businesses: BENCH_BUSINESSES,
      jobs: 2_000,
      loginAccounts: LOGIN_ACCOUNTS,
      dashboard: { jobs: DASHBOARD_JOBS, applications: DASHBOARD_JOBS * LOGIN_ACCOUNTS },
    });
    const users = rows('users');
    const withPassword = users.filter((u) => u.password_hash === 'hash');
    expect(withPassword.map((u) => u.role).sort()).toEqual([
      ...Array<string>(LOGIN_ACCOUNTS).fill('applicant'),
      'business',
    ]);
    const dashboardId = users.find((u) => u.email === DASHBOARD_BUSINESS_EMAIL)?.id;
    const jobs = rows('jobs');
    expect(
      jobs.filter((j) => j.business_id === dashboardId).map((j) => j.applicants_count),
    ).toEqual(Array<number>(DASHBOARD_JOBS).fill(LOGIN_ACCOUNTS));
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(['active']));
    // No deadline has passed: the housekeeping would take the job off the board (decision 081).
    const deadlines = jobs.map((j) => j.application_deadline).filter((d) => d !== null);
    expect(deadlines.length).toBeGreaterThan(0);
    expect(deadlines.filter((d) => deadlinePassed(String(d)))).toEqual([]);
    // Posted in id order, as on a live board (the jitter is under an hour).
    const posted = jobs.map((j) => Date.parse(String(j.published_at)));
    expect(posted.every((t, i) => i === 0 || t > (posted[i - 1] ?? 0) - 3_600_000)).toBe(true);
  });

  it('is the same every time', async () => {
    const first = memoryStore();
    const second = memoryStore();
    await seedBenchBoard(first.store, 300, 'hash');
    await seedBenchBoard(second.store, 300, 'hash');
    const strip = (rows: Row[]) =>
      rows.map(
        ({ created_at: _c, updated_at: _u, published_at: _p, application_deadline: _d, ...rest }) =>
          rest,
      );
    expect(strip(second.rows('jobs'))).toEqual(strip(first.rows('jobs')));
  });
});
