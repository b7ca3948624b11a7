import { afterEach } from 'vitest';
import { type TestDatabase, type TestDatabaseKind, createTestDatabase } from '../db/test-database';

/**
 * For tests that each need a database of their own: the returned function makes a fresh,
 * migrated one, and every database it made is removed after the test that made it.
 */
export function perTestDatabase(): (kind: TestDatabaseKind) => Promise<TestDatabase> {
  const made: TestDatabase[] = [];
  afterEach(async () => {
    for (const database of made.splice(0)) await database.destroy();
  });
  return async (kind) => {
    const database = await createTestDatabase(kind);
    made.push(database);
    return database;
  };
}
