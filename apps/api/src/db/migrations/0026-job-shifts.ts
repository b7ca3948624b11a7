import { type Kysely, sql } from 'kysely';

// Frozen: a job's shifts (decision 066). Change it with a new migration, never by editing this
// one.
//
// The shifts, their season, whether the hours can be arranged, and the note, as the JSON the
// domain's workScheduleSchema checks; null for a job posted with a free-text schedule only, as
// every job before this migration was. Adding a nullable column rewrites no row on either
// database.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs add column work_schedule text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table jobs drop column work_schedule`.execute(db);
}
