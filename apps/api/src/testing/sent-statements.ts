import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/create-db';

/**
 * What `run` does, with the statements it sent to `db`, in the order they were sent: for tests of
 * how many statements a read costs and what they say.
 */
export async function sentStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: CompiledQuery[] }> {
  const statements: CompiledQuery[] = [];
  const execute = db.executeQuery.bind(db);
  db.executeQuery = (query) => {
    statements.push('compile' in query ? query.compile() : query);
    return execute(query);
  };
  try {
    return { result: await run(), statements };
  } finally {
    db.executeQuery = execute;
  }
}
