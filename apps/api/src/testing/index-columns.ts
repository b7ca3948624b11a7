import { type Kysely, sql } from 'kysely';

/** The columns of a SQLite index, expressions included (`null` names an expression). */
export async function indexColumns(db: Kysely<unknown>, index: string): Promise<(string | null)[]> {
  const { rows } = await sql<{ name: string | null }>`select name from pragma_index_xinfo(${index})
    where key = 1 order by seqno`.execute(db);
  return rows.map((row) => row.name);
}
