import type { Kysely } from 'kysely';

// Frozen: when the job's business first opened an application, so that its dashboard can count
// the new ones (docs/decisions/015). Change it with a new migration, never by editing this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('business_viewed_at', 'text').execute();
  await db.schema
    .createIndex('applications_job_viewed_idx')
    .on('applications')
    .columns(['job_id', 'business_viewed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_job_viewed_idx').execute();
  await db.schema.alterTable('applications').dropColumn('business_viewed_at').execute();
}
