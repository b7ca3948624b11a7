import pg from 'pg';
import { JOB_CARD } from '../src/db/migrations/0038-deadline-on-job-cards';
import { jobWordsWrite } from '../src/db/migrations/0047-postgres-word-bits-by-city';
import type { BoardStore, Row } from './seed-jobs';

// The board into a migrated PostgreSQL schema, fast: each batch of rows is one statement that
// unnests one array per column (`insert … select * from unnest($1::text[], $2::int4[], …)`),
// so a batch of 10,000 jobs is a single round trip; the jobs table's indexes (the full-text GIN
// index among them) are dropped before the bulk load and built once afterwards, as a restore
// does, and the jobs' cards (migration 0025) and words (migrations 0045 and 0047) are written once
// afterwards by one statement each rather than by their triggers for each batch; and the session
// commits without waiting for the disk (the schema is thrown away).

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The triggers that write a table from each batch of jobs inserted, off during the load. */
const TABLES_WRITTEN_AFTER = ['job_cards_after_insert', 'job_words_after_insert'];

export async function postgresBoardStore(
  url: string,
  schema: string,
): Promise<BoardStore & { close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
  await client.connect();
  await client.query('set synchronous_commit = off');
  await client.query(`set maintenance_work_mem = '256MB'`);

  const columnTypes = new Map<string, Map<string, string>>();
  const typesOf = async (table: string) => {
    let types = columnTypes.get(table);
    if (!types) {
      const { rows } = await client.query<{ column_name: string; udt_name: string }>(
        `select column_name, udt_name from information_schema.columns
          where table_schema = $1 and table_name = $2`,
        [schema, table],
      );
      types = new Map(rows.map((row) => [row.column_name, row.udt_name]));
      columnTypes.set(table, types);
    }
    return types;
  };

  let droppedIndexes: string[] = [];

  return {
    async insert(table, rows) {
      const [first] = rows;
      if (!first) return;
      const types = await typesOf(table);
      const columns = Object.keys(first);
      const arrays = columns.map((column) => rows.map((row: Row) => row[column] ?? null));
      const casts = columns.map((column, i) => {
        const type = types.get(column);
        if (!type) throw new Error(`${table}.${column} is not a column of the schema`);
        return `$${i + 1}::${type}[]`;
      });
      await client.query(
        `insert into ${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})
         select * from unnest(${casts.join(', ')})`,
        arrays,
      );
    },
    async userIds() {
      const { rows } = await client.query<{ id: number; email: string }>(
        'select id, email from users',
      );
      return new Map(rows.map((row) => [row.email, row.id]));
    },
    async jobIds(businessId) {
      const { rows } = await client.query<{ id: number }>(
        'select id from jobs where business_id = $1 order by id',
        [businessId],
      );
      return rows.map((row) => row.id);
    },
    async jobSpan() {
      const { rows } = await client.query<{ first: number; last: number; count: string }>(
        'select min(id) as first, max(id) as last, count(*) as count from jobs',
      );
      const [span] = rows;
      return {
        first: span?.first ?? 0,
        last: span?.last ?? 0,
        count: Number(span?.count ?? 0),
      };
    },
    // Every index of jobs that no constraint needs (the primary key stays): their definitions
    // are kept and replayed after the load.
    async beforeJobs() {
      const { rows } = await client.query<{ name: string; definition: string }>(
        `select i.indexname as name, i.indexdef as definition
           from pg_indexes i
          where i.schemaname = $1 and i.tablename = 'jobs'
            and not exists (
              select 1 from pg_constraint c
               where c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
        [schema],
      );
      for (const row of rows) {
        await client.query(`drop index ${quoteIdent(schema)}.${quoteIdent(row.name)}`);
      }
      droppedIndexes = rows.map((row) => row.definition);
      for (const trigger of TABLES_WRITTEN_AFTER) {
        await client.query(`alter table jobs disable trigger ${trigger}`);
      }
    },
    async afterJobs() {
      for (const definition of droppedIndexes.splice(0)) await client.query(definition);
      await client.query(`insert into job_cards (id, summary)
        select jobs.id, ${JOB_CARD} from jobs on conflict (id) do nothing`);
      await client.query(jobWordsWrite('jobs'));
      for (const trigger of TABLES_WRITTEN_AFTER) {
        await client.query(`alter table jobs enable trigger ${trigger}`);
      }
    },
    async analyze() {
      const { rows } = await client.query<{ table: string }>(
        'select tablename as table from pg_tables where schemaname = $1',
        [schema],
      );
      // VACUUM as well: a live database's visibility map lets index-only scans skip the heap.
      for (const row of rows) {
        await client.query(`vacuum (analyze) ${quoteIdent(schema)}.${quoteIdent(row.table)}`);
      }
    },
    async close() {
      await client.end();
    },
  };
}
