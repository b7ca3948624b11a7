import type { Kysely } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/schema';

export interface DeletedAccount {
  /** Jobs the business owned, now gone (the public job cache must forget them). */
  removedJobs: number;
  /** Stored files (resumes) whose content must now be removed from storage. */
  storageKeys: string[];
}

/**
 * Deletes a user and everything that is theirs, in one transaction. The foreign keys cascade
 * too (migration 0001), but each table is named here so that the rule reads in one place and
 * does not depend on how a database enforces them. Applications to a deleted business's jobs
 * stay with their applicants: job_id becomes null and the title and company copies remain.
 */
export function deleteAccountData(db: Db, userId: number): Promise<DeletedAccount> {
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['email'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return { removedJobs: 0, storageKeys: [] };

    const files = await trx
      .selectFrom('files')
      .select('storage_key')
      .where('owner_user_id', '=', userId)
      .execute();
    await deleteApplicantData(trx, userId);
    const removedJobs = await deleteBusinessJobs(trx, userId);

    await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
    await trx.deleteFrom('notification_settings').where('user_id', '=', userId).execute();
    await trx.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
    await trx.deleteFrom('auth_handoffs').where('user_id', '=', userId).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await trx.deleteFrom('files').where('owner_user_id', '=', userId).execute();
    await trx.deleteFrom('applicant_profiles').where('user_id', '=', userId).execute();
    await trx.deleteFrom('business_profiles').where('user_id', '=', userId).execute();
    // Mail still to send must not reach an account that no longer exists, and sent mail to it
    // is personal data like the rest.
    await trx.deleteFrom('mail_outbox').where('recipient', '=', user.email).execute();
    await trx
      .updateTable('application_status_history')
      .set({ changed_by_user_id: null })
      .where('changed_by_user_id', '=', userId)
      .execute();
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    return { removedJobs, storageKeys: files.map((f) => f.storage_key) };
  });
}

async function deleteApplicantData(trx: Kysely<Database>, userId: number): Promise<void> {
  const applications = trx.selectFrom('applications').where('applicant_id', '=', userId);
  // Keeps each job's applicant count equal to its applications.
  await trx
    .updateTable('jobs')
    .set((eb) => ({ applicants_count: eb('applicants_count', '-', 1) }))
    .where('id', 'in', applications.select('job_id').where('job_id', 'is not', null))
    .execute();
  for (const table of [
    'application_status_history',
    'application_events',
    'application_messages',
    'interviews',
  ] as const) {
    await trx.deleteFrom(table).where('application_id', 'in', applications.select('id')).execute();
  }
  await trx.deleteFrom('applications').where('applicant_id', '=', userId).execute();
  await trx.deleteFrom('job_alerts').where('applicant_id', '=', userId).execute();
  await trx.deleteFrom('saved_searches').where('applicant_id', '=', userId).execute();
  await trx.deleteFrom('favourites').where('applicant_id', '=', userId).execute();
}

async function deleteBusinessJobs(trx: Kysely<Database>, userId: number): Promise<number> {
  const jobIds = trx.selectFrom('jobs').select('id').where('business_id', '=', userId);
  await trx
    .updateTable('applications')
    .set({ job_id: null })
    .where('job_id', 'in', jobIds)
    .execute();
  await trx.deleteFrom('favourites').where('job_id', 'in', jobIds).execute();
  await trx.deleteFrom('job_alerts').where('job_id', 'in', jobIds).execute();
  const result = await trx.deleteFrom('jobs').where('business_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows);
}
