import {
  fitsYoungWorkerHours,
  opensToYoungWorkers,
  afterThreeOnSchoolDays,
  summerOnly,
  workScheduleSchema,
  worksWeekends,
} from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';

// Frozen: the job search's filters on the shifts (issue "near me, at hours I can work", decision
// 069). Change it with a new migration, never by editing this one.
//
// Four flags of each job, written with its shifts by the application (db/job-schedule-columns.ts):
// some shifts on a weekend, every school-day shift from 3 pm, summer only, and hours that fit the
// federal rules for 14- and 15-year-olds (for a job open to them). Each has an index of the
// active jobs that have it, newest first, with their minimum age: a filter on one walks its own
// matches only, whatever few jobs list shifts. The jobs that have shifts get their flags here.

export const SHIFT_FLAGS = [
  ['shifts_weekends', 'jobs_active_weekends_idx'],
  ['shifts_after_three', 'jobs_active_after_three_idx'],
  ['shifts_summer_only', 'jobs_active_summer_only_idx'],
  ['shifts_fit_young', 'jobs_active_fit_young_idx'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, index] of SHIFT_FLAGS) {
    await sql`alter table jobs add column ${sql.raw(column)} integer not null default 0`.execute(
      db,
    );
    await sql`create index ${sql.raw(index)} on jobs (published_at, id, minimum_age_required)
      where status = 'active' and ${sql.raw(column)} = 1`.execute(db);
  }
  const { rows } = await sql<{ id: number; work_schedule: string; minimum_age_required: number }>`
    select id, work_schedule, minimum_age_required from jobs where work_schedule is not null`.execute(
    db,
  );
  for (const row of rows) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.work_schedule);
    } catch {
      continue;
    }
    const schedule = workScheduleSchema.safeParse(parsed);
    if (!schedule.success) continue;
    const flag = (on: boolean) => (on ? 1 : 0);
    await sql`update jobs set
        shifts_weekends = ${flag(worksWeekends(schedule.data))},
        shifts_after_three = ${flag(afterThreeOnSchoolDays(schedule.data))},
        shifts_summer_only = ${flag(summerOnly(schedule.data))},
        shifts_fit_young = ${flag(
          opensToYoungWorkers(row.minimum_age_required) && fitsYoungWorkerHours(schedule.data),
        )}
      where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column, index] of SHIFT_FLAGS) {
    await sql`drop index ${sql.raw(index)}`.execute(db);
    await sql`alter table jobs drop column ${sql.raw(column)}`.execute(db);
  }
}
