import { type Kysely, PostgresAdapter, sql } from 'kysely';

// Frozen: full-text search over jobs. Change it with a new migration, never by editing this one.
//
// SQLite: an FTS5 external-content table (the text stays in `jobs`, the index in `jobs_fts`)
// kept in step by triggers. PostgreSQL: a weighted tsvector generated column with a GIN index.
// Both index every job whatever its status; queries filter by status.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`
      alter table jobs add column search_vector tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', company_name), 'B') ||
        setweight(to_tsvector('english', business_category || ' ' || location_city), 'C') ||
        setweight(to_tsvector('english', description), 'D')
      ) stored`.execute(db);
    await sql`create index jobs_search_vector_idx on jobs using gin (search_vector)`.execute(db);
    return;
  }

  await sql`
    create virtual table jobs_fts using fts5(
      title, company_name, business_category, location_city, description,
      content = 'jobs', content_rowid = 'id',
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`.execute(db);
  await sql`
    create trigger jobs_fts_after_insert after insert on jobs begin
      insert into jobs_fts (rowid, title, company_name, business_category, location_city, description)
      values (new.id, new.title, new.company_name, new.business_category, new.location_city, new.description);
    end`.execute(db);
  await sql`
    create trigger jobs_fts_after_delete after delete on jobs begin
      insert into jobs_fts (jobs_fts, rowid, title, company_name, business_category, location_city, description)
      values ('delete', old.id, old.title, old.company_name, old.business_category, old.location_city, old.description);
    end`.execute(db);
  // Only a change to an indexed column rewrites the index entry (not applicants_count etc.).
  await sql`
    create trigger jobs_fts_after_update
    after update of title, company_name, business_category, location_city, description on jobs
    begin
      insert into jobs_fts (jobs_fts, rowid, title, company_name, business_category, location_city, description)
      values ('delete', old.id, old.title, old.company_name, old.business_category, old.location_city, old.description);
      insert into jobs_fts (rowid, title, company_name, business_category, location_city, description)
      values (new.id, new.title, new.company_name, new.business_category, new.location_city, new.description);
    end`.execute(db);
  await sql`insert into jobs_fts (jobs_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index jobs_search_vector_idx`.execute(db);
    await sql`alter table jobs drop column search_vector`.execute(db);
    return;
  }
  await sql`drop trigger jobs_fts_after_update`.execute(db);
  await sql`drop trigger jobs_fts_after_delete`.execute(db);
  await sql`drop trigger jobs_fts_after_insert`.execute(db);
  await sql`drop table jobs_fts`.execute(db);
}
