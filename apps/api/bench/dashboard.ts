import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, optimizeDb } from '../src/db/create-db';
import { migrateToLatest } from '../src/db/migrate';
import { createSession } from '../src/features/auth/sessions';
import {
  type TestApplicant,
  createApplicant,
  createBusiness,
  createJob,
} from '../src/testing/factories';
import { startAppServer } from './app-server';

// `npm run bench:dashboard`: GET /api/dashboard/ for a busy business (200 jobs, 20,000
// applications, beside 20 other businesses with as many again) on SQLite, over HTTP on
// loopback with autocannon, the server started as production starts it. Prints the figures
// recorded by hand in docs/benchmarks.md. (`npm run bench` measures a dashboard too, on its
// own board and on each database.)

const JOBS = 200;
const APPLICANTS = 100;
const OTHER_BUSINESSES = 20;
const BATCH = 500;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'firstshift-bench-dashboard-'));

async function seed(): Promise<string> {
  const db = createDb({ dataDir });
  try {
    await migrateToLatest(db);
    const applicants: TestApplicant[] = [];
    for (let i = 0; i < APPLICANTS; i++) applicants.push(await createApplicant(db));
    const statuses = [
      'applied',
      'applied',
      'shortlisted',
      'interview_scheduled',
      'rejected',
    ] as const;
    const now = Date.now();

    const fill = async (businessId: number, jobs: number[]) => {
      const rows = jobs.flatMap((jobId, j) =>
        applicants.map((applicant, a) => {
          const stamp = new Date(now - ((a * 7 + j) % 90) * 86_400_000).toISOString();
          return {
            job_id: jobId,
            job_title: `Job ${jobId}`,
            company_name: `Business ${businessId}`,
            applicant_id: applicant.userId,
            status: statuses[(a + j) % statuses.length] ?? 'applied',
            first_name: 'Sam',
            last_name: 'Student',
            email: 'sam@example.test',
            terms_accepted: 1,
            created_at: stamp,
            updated_at: stamp,
            status_changed_at: stamp,
          };
        }),
      );
      for (let i = 0; i < rows.length; i += BATCH) {
        await db
          .insertInto('applications')
          .values(rows.slice(i, i + BATCH))
          .execute();
      }
      await db
        .updateTable('jobs')
        .set({ applicants_count: APPLICANTS })
        .where('business_id', '=', businessId)
        .execute();
    };

    const businesses = [];
    for (let b = 0; b <= OTHER_BUSINESSES; b++) businesses.push(await createBusiness(db));
    for (const business of businesses) {
      const jobs = [];
      for (let j = 0; j < JOBS; j++) {
        jobs.push(await createJob(db, { business, status: j % 10 === 0 ? 'archived' : 'active' }));
      }
      await fill(business.userId, jobs);
    }
    await optimizeDb(db);
    const [measured] = businesses;
    if (!measured) throw new Error('No business was created');
    return await createSession(db, measured.userId, true);
  } finally {
    await db.destroy();
  }
}

const started = performance.now();
const token = await seed();
console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const server = await startAppServer({
  label: 'app',
  dataDir,
  logFile: path.join(dataDir, 'server.log'),
  env: { DATABASE_URL: '' },
  concurrency: undefined,
});
try {
  for (const connections of [1, 10]) {
    const result = await autocannon({
      url: `${server.origin}/api/dashboard/`,
      connections,
      duration: 5,
      headers: { authorization: `Bearer ${token}` },
      warmup: { connections: 1, duration: 1 },
    });
    const { latency, requests, non2xx } = result;
    console.log(
      `${connections} connection(s): ${Math.round(requests.average)} req/s, ` +
        `p50 ${latency.p50} ms, p90 ${latency.p90} ms, p99 ${latency.p99} ms, ` +
        `non-2xx ${non2xx}`,
    );
    await server.settle();
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
