import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';

/** The columns of a SQLite index, expressions included (`null` names an expression). */
export async function indexColumns(db: Kysely<unknown>, index: string): Promise<(string | null)[]> {
  const { rows } = await sql<{ name: string | null }>`select name from pragma_index_xinfo(${index})
    where key = 1 order by seqno`.execute(db);
  return rows.map((row) => row.name);
}

/** A PostgreSQL index's definition in the current schema, as PostgreSQL writes it. */
export async function postgresIndexDefinition(
  db: Kysely<unknown>,
  index: string,
): Promise<string | undefined> {
  const { rows } = await sql<{ indexdef: string }>`select indexdef from pg_indexes
    where indexname = ${index} and schemaname = current_schema()`.execute(db);
  return rows[0]?.indexdef;
}

/** Every SQLite index's definition, by name. */
async function sqliteIndexes(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'index'
    order by name`.execute(db);
  return rows.map((row) => row.sql);
}

/** Undoes and redoes a migration of PostgreSQL's alone, and expects SQLite's indexes untouched. */
export async function expectSqliteIndexesKept(
  db: Kysely<unknown>,
  migration: { up(db: Kysely<unknown>): Promise<void>; down(db: Kysely<unknown>): Promise<void> },
): Promise<void> {
  const before = await sqliteIndexes(db);
  await migration.down(db);
  expect(await sqliteIndexes(db)).toEqual(before);
  await migration.up(db);
  expect(await sqliteIndexes(db)).toEqual(before);
}

/** Undoes and redoes a migration of SQLite's alone, and expects PostgreSQL's indexes untouched. */
export async function expectPostgresIndexesKept(
  db: Kysely<unknown>,
  migration: { up(db: Kysely<unknown>): Promise<void>; down(db: Kysely<unknown>): Promise<void> },
): Promise<string[]> {
  const indexes = async () =>
    (
      await sql<{ indexname: string }>`select indexname from pg_indexes
        where schemaname = current_schema() order by indexname`.execute(db)
    ).rows.map((row) => row.indexname);
  const before = await indexes();
  await migration.down(db);
  expect(await indexes()).toEqual(before);
  await migration.up(db);
  expect(await indexes()).toEqual(before);
  return before;
}
