import { loadConfig } from '../config';
import { createDb } from './create-db';
import { DEMO_APPLICANT_LOGIN, DEMO_BUSINESS_LOGIN } from './demo-data';
import { migrateToLatest } from './migrate';
import { seedDemoData } from './seed';

// `npm run db:seed`: migrates, then fills the database with demo data if it has no users yet.
async function main(): Promise<void> {
  const db = createDb(loadConfig());
  try {
    await migrateToLatest(db);
    const result = await seedDemoData(db);
    if (!result.seeded) {
      console.log('The database already has users: demo data not added.');
      return;
    }
    console.log(`Added ${result.businesses} demo businesses with ${result.jobs} jobs.`);
    console.log(`Demo business:  ${DEMO_BUSINESS_LOGIN.email} / ${DEMO_BUSINESS_LOGIN.password}`);
    console.log(`Demo applicant: ${DEMO_APPLICANT_LOGIN.email} / ${DEMO_APPLICANT_LOGIN.password}`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
