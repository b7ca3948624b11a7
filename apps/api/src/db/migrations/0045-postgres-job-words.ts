import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: PostgreSQL keeps each active job's words, title and business's name in a narrow table
// by date, which a search of words found in most jobs walks (decision 097). Change it with a new
// migration, never by editing this one. It imports nothing from the application.
//
// A search of words in most jobs, without filters ("team", in 90 % of jobs), walks the active
// jobs newest first and keeps those holding the words: 554 jobs for its 501 newest matches at a
// million jobs (decision 094). Each was a row of jobs read for its words: a wide row (1.8 KB, four
// or five to a page) whose words are its last column. Read from this table, whose rows hold only
// what the walk reads, the statement takes a fifth less time ("team": 1,314 -> 1,048 µs). An
// index of the dates including the words read faster still, but an index entry holds at most
// 2.7 KB, and the words of a description of 10,000 characters (the most a job may have) take
// more: its job could not have been posted.
//
// The table holds the active jobs only, under the same names as jobs' columns, so that the
// search's conditions read it as they read jobs. It is written by statement triggers in the
// transaction that inserts or updates jobs, as the cards of 0025 are, and its rows removed with
// their jobs by the foreign key. SQLite is untouched: its searches read the table of search rows
// (0042).

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The table's columns, each written from the job's column of the same name. */
export const COLUMNS = ['id', 'status', 'published_at', 'search_vector', 'title', 'company_name'];

/** The columns beside the id, each after `prefix`, as a list. */
const kept = (prefix = '') => COLUMNS.slice(1).map((column) => `${prefix}${column}`);

/** The statements that write the table from the jobs named `jobs` (a table or a transition). */
export const jobWordsWrite = (jobs: string) => `
  delete from job_words using ${jobs} as written
    where job_words.id = written.id and written.status <> 'active';
  insert into job_words (${COLUMNS.join(', ')})
    select ${COLUMNS.join(', ')} from ${jobs} as written where written.status = 'active'
    on conflict (id) do update
      set ${kept()
        .map((column) => `${column} = excluded.${column}`)
        .join(', ')}
      where (${kept('job_words.').join(', ')}) is distinct from (${kept('excluded.').join(', ')});`;

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create table job_words (
      id integer primary key references jobs (id) on delete cascade,
      status text not null,
      published_at text,
      search_vector tsvector,
      title text not null,
      company_name text not null
    )`.execute(db);
  await sql.raw(jobWordsWrite('jobs')).execute(db);
  await sql`create index job_words_published_idx on job_words (published_at, id)`.execute(db);
  // Once per statement, over the rows it wrote, as the cards' triggers: a row that comes out the
  // same (an application changes only the count of applicants) is not written again.
  await sql`
    create function job_words_write() returns trigger language plpgsql as $$
    begin
      ${sql.raw(jobWordsWrite('new_jobs'))}
      return null;
    end
    $$`.execute(db);
  for (const event of ['insert', 'update']) {
    await sql`
      create trigger ${sql.raw(`job_words_after_${event}`)} after ${sql.raw(event)} on jobs
      referencing new table as new_jobs
      for each statement execute function job_words_write()`.execute(db);
  }
  await sql`analyze job_words`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger job_words_after_update on jobs`.execute(db);
  await sql`drop trigger job_words_after_insert on jobs`.execute(db);
  await sql`drop function job_words_write()`.execute(db);
  await sql`drop table job_words`.execute(db);
}
