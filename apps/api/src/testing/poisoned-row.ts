import { sql } from 'kysely';
import { onTestFinished } from 'vitest';
import type { Db } from '../db/create-db';
import type { TestDatabaseKind } from '../db/test-database';

/**
 * Makes every update of `column` on one row of `table` fail inside the database, as a row that
 * breaks a query would (a trigger, on SQLite and PostgreSQL alike): for tests that one bad item
 * never stops a background job. Other updates of the row, and every other row, still work. The
 * trigger is dropped when the test ends.
 */
export async function poisonRow(
  db: Db,
  kind: TestDatabaseKind,
  target: { table: string; column: string; keyColumn: string; key: number },
): Promise<void> {
  const { table, column, keyColumn, key } = target;
  const name = sql.raw(`poison_${table}_${key}`);
  const on = sql.raw(table);
  const updateOf = sql.raw(column);
  const when = sql.raw(`NEW.${keyColumn} = ${key}`);
  if (kind === 'sqlite') {
    await sql`CREATE TRIGGER ${name} BEFORE UPDATE OF ${updateOf} ON ${on} FOR EACH ROW WHEN ${when}
      BEGIN SELECT RAISE(ABORT, 'poisoned row'); END`.execute(db);
    onTestFinished(async () => {
      await sql`DROP TRIGGER IF EXISTS ${name}`.execute(db);
    });
    return;
  }
  await sql`CREATE OR REPLACE FUNCTION poisoned_row() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'poisoned row'; END $$ LANGUAGE plpgsql`.execute(db);
  await sql`CREATE TRIGGER ${name} BEFORE UPDATE OF ${updateOf} ON ${on} FOR EACH ROW
      WHEN (${when}) EXECUTE FUNCTION poisoned_row()`.execute(db);
  onTestFinished(async () => {
    await sql`DROP TRIGGER IF EXISTS ${name} ON ${on}`.execute(db);
  });
}
