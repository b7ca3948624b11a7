import SqliteDatabase from 'better-sqlite3';
import { SEARCH_INDEXES } from '../src/db/search-index';
import type { BoardStore, Row } from './seed-jobs';

// The board into a migrated SQLite file as fast as SQLite allows: prepared statements, one
// transaction per batch, no Kysely round trips. The triggers of the migrations' search indexes
// index every row as it goes in, exactly as they do for jobs posted through the app.

export function sqliteBoardStore(file: string): BoardStore & { close(): void } {
  const database = new SqliteDatabase(file);
  // Safe for a throwaway file, and several times faster for a bulk load.
  database.pragma('synchronous = OFF');
  database.pragma('cache_size = -262144');
  database.pragma('temp_store = MEMORY');
  const statements = new Map<string, SqliteDatabase.Statement<[Row]>>();
  const statement = (table: string, columns: string[]) => {
    const key = `${table}(${columns.join(',')})`;
    let prepared = statements.get(key);
    if (!prepared) {
      prepared = database.prepare<[Row]>(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map((c) => `@${c}`).join(', ')})`,
      );
      statements.set(key, prepared);
    }
    return prepared;
  };
  const insertAll = database.transaction((table: string, rows: Row[]) => {
    for (const row of rows) statement(table, Object.keys(row)).run(row);
  });

  return {
    async insert(table, rows) {
      insertAll(table, rows);
    },
    async userIds() {
      const rows = database
        .prepare<[], { id: number; email: string }>('select id, email from users')
        .all();
      return new Map(rows.map((row) => [row.email, row.id]));
    },
    async jobIds(businessId) {
      return database
        .prepare<[number], { id: number }>('select id from jobs where business_id = ? order by id')
        .all(businessId)
        .map((row) => row.id);
    },
    async jobSpan() {
      const span = database
        .prepare<[], { first: number; last: number; count: number }>(
          'select min(id) as first, max(id) as last, count(*) as count from jobs',
        )
        .get();
      return { first: span?.first ?? 0, last: span?.last ?? 0, count: span?.count ?? 0 };
    },
    async beforeJobs() {},
    // What the server's housekeeping does to an index split into many segments (db/search-index),
    // done once here so that the measured servers do not spend their first minute on it.
    async afterJobs() {
      for (const index of SEARCH_INDEXES) {
        database.exec(`insert into ${index} (${index}) values ('optimize')`);
      }
    },
    async analyze() {
      database.exec('analyze');
      database.pragma('wal_checkpoint(TRUNCATE)');
    },
    close() {
      database.close();
    },
  };
}
