import { loadConfig } from '../config';
import { createDb } from './create-db';
import { migrateToLatest } from './migrate';

// `npm run db:migrate`: applies pending migrations to the configured database.
async function main(): Promise<void> {
  const db = createDb(loadConfig());
  try {
    const applied = await migrateToLatest(db);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'Database is up to date');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
