import type { Kysely } from 'kysely';

// Frozen: failures of the background jobs per item (docs/decisions/022). A saved search whose
// job alert, or an applicant whose weekly summary, fails is retried later with a growing wait
// and set aside after a few failures, while the others go on. Change it with a new migration,
// never by editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('saved_searches')
    .addColumn('alert_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('saved_searches').addColumn('alert_retry_at', 'text').execute();
  await db.schema
    .alterTable('notification_settings')
    .addColumn('summary_failures', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('notification_settings')
    .addColumn('summary_retry_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notification_settings').dropColumn('summary_retry_at').execute();
  await db.schema.alterTable('notification_settings').dropColumn('summary_failures').execute();
  await db.schema.alterTable('saved_searches').dropColumn('alert_retry_at').execute();
  await db.schema.alterTable('saved_searches').dropColumn('alert_failures').execute();
}
