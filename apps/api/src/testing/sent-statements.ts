import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/create-db';
import { sharedPlanDb } from '../db/kept-statements';

/**
 * What `run` does, with the statements it sent to `db`, in the order they were sent: for tests of
 * how many statements a read costs and what they say. `sharedPlans` holds those of them that ran
 * on the connections planning them once for any values (sharedPlanDb; PostgreSQL only).
 */
export async function sentStatements<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: CompiledQuery[]; sharedPlans: CompiledQuery[] }> {
  const statements: CompiledQuery[] = [];
  const sharedPlans: CompiledQuery[] = [];
  const shared = sharedPlanDb(db);
  const watched = shared === db ? [db] : [db, shared];
  const executes = watched.map((target) => {
    const execute = target.executeQuery.bind(target);
    target.executeQuery = (query) => {
      const compiled = 'compile' in query ? query.compile() : query;
      statements.push(compiled);
      if (target !== db) sharedPlans.push(compiled);
      return execute(query);
    };
    return execute;
  });
  try {
    return { result: await run(), statements, sharedPlans };
  } finally {
    watched.forEach((target, index) => {
      target.executeQuery = executes[index] as typeof target.executeQuery;
    });
  }
}
