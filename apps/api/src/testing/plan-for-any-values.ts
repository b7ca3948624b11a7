import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../db/create-db';

/** PostgreSQL's settings that set aside every way of reading jobs but down an index in order. */
const WAYS_BUT_AN_INDEX_IN_ORDER = ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'];

/**
 * The plan PostgreSQL makes once for any values of `statement`, as the sharing connections do
 * (decision 062); with `inOrder`, choosing only among the indexes that give jobs in an order, as
 * it does on a board too large to read whole and sort (on a board of a hundred jobs, that costs
 * it less).
 */
export function planForAnyValues(db: Db, statement: CompiledQuery, inOrder = false) {
  return db.connection().execute(async (connection) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
    for (const setting of WAYS_BUT_AN_INDEX_IN_ORDER) {
      await sql`set ${sql.raw(setting)} = ${sql.lit(!inOrder)}`.execute(connection);
    }
    await sql`prepare planned_once as ${sql.raw(statement.sql)}`.execute(connection);
    const explained = await sql<{ 'QUERY PLAN': string }>`
      explain execute planned_once(${sql.join(statement.parameters.map((value) => sql.lit(value)))})`.execute(
      connection,
    );
    await sql`deallocate planned_once`.execute(connection);
    await sql`reset plan_cache_mode`.execute(connection);
    for (const setting of WAYS_BUT_AN_INDEX_IN_ORDER) {
      await sql`reset ${sql.raw(setting)}`.execute(connection);
    }
    return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
