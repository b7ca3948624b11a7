import { type Kysely, sql } from 'kysely';

// Frozen: the index of the deadlines of jobs on the board (decision 081). Change it with a new
// migration, never by editing this one.
//
// Every hour the housekeeping takes off the board the jobs whose application deadline has
// passed. Only jobs on the board with a deadline are in the index, so that finding the few due
// reads them alone instead of every job, and no list or search can pick it (none of them asks
// for a deadline).

const NAME = 'jobs_active_deadline_idx';

export async function up(db: Kysely<unknown>): Promise<void> {
  // If not made already: it can be built beforehand without holding writes (docs/deploy.md).
  await sql`create index if not exists ${sql.id(NAME)} on jobs (application_deadline)
    where status = 'active' and application_deadline is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index ${sql.id(NAME)}`.execute(db);
}
