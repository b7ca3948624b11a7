import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettings,
  apiErrorBodySchema,
  notificationSettingsSchema,
} from '@firstshift/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/create-db';
import { currentUser } from '../../plugins/auth';
import { APPLICANT_TAG, guardErrors } from './route-schemas';

const flag = (on: boolean) => (on ? 1 : 0);

/** The applicant's switches; SPEC §9's defaults until they first save them. */
async function loadSettings(db: Db, userId: number): Promise<NotificationSettings> {
  const row = await db
    .selectFrom('notification_settings')
    .select(['new_job_matches', 'application_updates', 'interview_reminders', 'weekly_summary'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    new_job_matches: row.new_job_matches === 1,
    application_updates: row.application_updates === 1,
    interview_reminders: row.interview_reminders === 1,
    weekly_summary: row.weekly_summary === 1,
  };
}

async function saveSettings(db: Db, userId: number, settings: NotificationSettings) {
  const values = {
    new_job_matches: flag(settings.new_job_matches),
    application_updates: flag(settings.application_updates),
    interview_reminders: flag(settings.interview_reminders),
    weekly_summary: flag(settings.weekly_summary),
    updated_at: new Date().toISOString(),
    // Saving the settings gives a weekly summary that had been failing a fresh start.
    summary_failures: 0,
    summary_retry_at: null,
  };
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, last_weekly_summary_at: null, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The four notification switches of SPEC §2, persisted, under /api/applicant. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notification-settings',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: "The applicant's notification settings",
        response: { 200: notificationSettingsSchema, ...guardErrors },
      },
    },
    async (request) => loadSettings(app.db, currentUser(request).id),
  );

  app.put(
    '/notification-settings',
    {
      preHandler: app.requireRole('applicant'),
      schema: {
        tags: [APPLICANT_TAG],
        summary: 'Save the notification settings (all four switches)',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, 400: apiErrorBodySchema, ...guardErrors },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await saveSettings(app.db, id, request.body);
      return loadSettings(app.db, id);
    },
  );
};
