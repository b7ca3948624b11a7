import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: the number of active jobs, kept by the database as jobs are written (decision 037).
// Change it with a new migration, never by editing this one. It imports nothing from the
// application.
//
// The unfiltered job list, the page most visitors open first, counted up to 1,001 active jobs
// on every request (44 of its 127 us of database time at a million jobs). One row holds the
// number instead; triggers change it in the transaction that inserts, deletes or changes the
// status of a job, so it is never seen out of step with the jobs, and a crash loses neither.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table active_job_count (
      id integer primary key check (id = 1),
      jobs integer not null check (jobs >= 0)
    )`.execute(db);
  await sql`
    insert into active_job_count (id, jobs)
    select 1, count(*) from jobs where status = 'active'`.execute(db);

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // Statement triggers over the changed rows: a bulk insert changes the row once, not once
    // per job, and an update that moves no job in or out of "active" does not write it (so
    // concurrent writers of other columns, applicants_count, never wait on it).
    await sql`
      create function active_job_count_change() returns trigger language plpgsql as $$
      declare
        delta integer;
      begin
        if tg_op = 'TRUNCATE' then
          update active_job_count set jobs = 0 where id = 1;
          return null;
        elsif tg_op = 'INSERT' then
          select count(*) into delta from new_jobs where status = 'active';
        elsif tg_op = 'DELETE' then
          select -count(*) into delta from old_jobs where status = 'active';
        else
          select (select count(*) from new_jobs where status = 'active')
               - (select count(*) from old_jobs where status = 'active') into delta;
        end if;
        if delta <> 0 then
          update active_job_count set jobs = jobs + delta where id = 1;
        end if;
        return null;
      end
      $$`.execute(db);
    await sql`
      create trigger active_job_count_after_insert after insert on jobs
      referencing new table as new_jobs
      for each statement execute function active_job_count_change()`.execute(db);
    await sql`
      create trigger active_job_count_after_delete after delete on jobs
      referencing old table as old_jobs
      for each statement execute function active_job_count_change()`.execute(db);
    await sql`
      create trigger active_job_count_after_update after update on jobs
      referencing old table as old_jobs new table as new_jobs
      for each statement execute function active_job_count_change()`.execute(db);
    // TRUNCATE removes rows without delete triggers (a table emptied by hand, or by a cascade).
    await sql`
      create trigger active_job_count_after_truncate after truncate on jobs
      for each statement execute function active_job_count_change()`.execute(db);
    return;
  }

  await sql`
    create trigger active_job_count_after_insert after insert on jobs
    when new.status = 'active' begin
      update active_job_count set jobs = jobs + 1 where id = 1;
    end`.execute(db);
  await sql`
    create trigger active_job_count_after_delete after delete on jobs
    when old.status = 'active' begin
      update active_job_count set jobs = jobs - 1 where id = 1;
    end`.execute(db);
  await sql`
    create trigger active_job_count_after_update after update of status on jobs
    when (old.status = 'active') <> (new.status = 'active') begin
      update active_job_count
      set jobs = jobs + (case when new.status = 'active' then 1 else -1 end) where id = 1;
    end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const events = ['insert', 'delete', 'update'];
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const event of [...events, 'truncate']) {
      await sql`drop trigger ${sql.raw(`active_job_count_after_${event}`)} on jobs`.execute(db);
    }
    await sql`drop function active_job_count_change()`.execute(db);
  } else {
    for (const event of events) {
      await sql`drop trigger ${sql.raw(`active_job_count_after_${event}`)}`.execute(db);
    }
  }
  await sql`drop table active_job_count`.execute(db);
}
