import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { auth, signedInApplicant } from '../../testing/applicant-testing';

describe.each(testDatabaseKinds)('notification settings on %s', (kind) => {
  const ctx = setupTestApp(kind);

  const read = async (token: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/notification-settings',
      headers: auth(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<NotificationSettings>();
  };
  const save = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/applicant/notification-settings',
      headers: auth(token),
      payload,
    });

  it('starts with the SPEC defaults: matches and updates on, reminders and summary off', async () => {
    const applicant = await signedInApplicant(ctx.db);
    expect(await read(applicant.token)).toEqual({
      new_job_matches: true,
      application_updates: true,
      interview_reminders: false,
      weekly_summary: false,
    });
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual(await read(applicant.token));
  });

  it('saves the four switches and reads them back, for this applicant only', async () => {
    const ada = await signedInApplicant(ctx.db);
    const ben = await signedInApplicant(ctx.db);
    const chosen = {
      new_job_matches: false,
      application_updates: true,
      interview_reminders: true,
      weekly_summary: true,
    };
    const res = await save(ada.token, chosen);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(chosen);
    expect(await read(ada.token)).toEqual(chosen);

    const changed = { ...chosen, weekly_summary: false };
    expect((await save(ada.token, changed)).json()).toEqual(changed);
    expect(await read(ada.token)).toEqual(changed);
    expect(await read(ben.token)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('answers 400 naming the switch that is missing or not a boolean', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const res = await save(applicant.token, {
      new_job_matches: true,
      application_updates: 'yes',
      interview_reminders: false,
      weekly_summary: false,
    });
    expect(res.statusCode).toBe(400);
    // A body names every field at fault in `errors`, as every route's body does.
    expect(res.json()).toEqual({
      message: 'application_updates must be true or false',
      field: 'application_updates',
      errors: [
        { field: 'application_updates', message: 'application_updates must be true or false' },
      ],
    });
    const missing = await save(applicant.token, { new_job_matches: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'application_updates' });
    expect(await read(applicant.token)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});
