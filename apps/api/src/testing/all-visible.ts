import { setTimeout } from 'node:timers/promises';
import { sql } from 'kysely';
import type { Db } from '../db/create-db';

/**
 * Vacuums and analyses PostgreSQL's `jobs` table until every page is marked all-visible, for at
 * most 15 seconds: as autovacuum leaves a table, so that the planner prices an index-only scan as
 * it does in production. VACUUM marks a page only once no transaction still running can miss its
 * rows, and another test's, on the same server, may hold it back (the planner then walked another
 * index, seen in a run beside other work).
 */
export async function vacuumedUntilAllVisible(db: Db): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    await sql`vacuum (analyze) jobs`.execute(db);
    const { rows } = await sql<{ marked: boolean }>`select relallvisible >= relpages as marked
      from pg_class where oid = 'jobs'::regclass`.execute(db);
    if (rows[0]?.marked || Date.now() > deadline) return;
    await setTimeout(100);
  }
}
