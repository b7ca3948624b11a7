import { type ApplicationConversation, type Notifications, wallClock } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { applicationFields, applyOk, pdfFile } from './applicant-testing';
import { bearer, registerApplicant, registerBusiness } from './auth-testing';
import { postJob } from './business-jobs-testing';

// Test-only: a business with a live job in North Carolina, an applicant who applied to it, and
// calls to the application's interview and messages as either side.

export const ZONE = 'America/New_York';

/** A time `days` from now on the business's clocks, as the proposal form sends it. */
export function slotIn(days: number, startTime = '15:00', lengthMinutes = 30) {
  const { date } = wallClock(new Date(Date.now() + days * 86_400_000), ZONE);
  return { date, start_time: startTime, length_minutes: lengthMinutes };
}

export function proposal(overrides: Record<string, unknown> = {}) {
  return {
    format: 'in_person',
    location: '12 Main St, Durham, NC 27701',
    note: 'Ask for Dana at the front desk.',
    time_zone: ZONE,
    slots: [slotIn(3), slotIn(4, '10:00', 45)],
    ...overrides,
  };
}

export async function conversationScene(
  app: FastifyInstance,
  applicantOverrides: Record<string, unknown> = {},
) {
  const business = await registerBusiness(app, { business_name: 'Rose City Books', state: 'NC' });
  const job = await postJob(app, business.access_token, {
    title: 'Bookshop Helper',
    minimum_age_required: 14,
    action: 'save_and_publish',
  });
  const applicant = await registerApplicant(app, applicantOverrides);
  const applicationId = await applyOk(
    app,
    applicant.access_token,
    job.id,
    [{ name: 'resume.pdf', content: pdfFile(), type: 'application/pdf' }],
    applicationFields({ first_name: 'Maya', last_name: 'Lopez' }),
  );
  const call = (token: string, path: string, payload?: object) =>
    app.inject({
      method: payload === undefined ? 'GET' : 'POST',
      url: `/api/applications/${applicationId}${path}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload }),
    });
  const ok = async (token: string, path: string, payload?: object) => {
    const response = await call(token, path, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ApplicationConversation>();
  };
  const notifications = async (token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })
    ).json<Notifications>();
  return {
    business,
    job,
    applicant,
    applicationId,
    call,
    ok,
    notifications,
    /** As the business: proposes the times of `proposal()`. */
    propose: (overrides: Record<string, unknown> = {}) =>
      ok(business.access_token, '/interview', proposal(overrides)),
    /** As the applicant: accepts the `index`th time offered. */
    accept: async (index = 0) => {
      const seen = await ok(applicant.access_token, '/conversation');
      const slot = seen.interview?.slots[index];
      return ok(applicant.access_token, '/interview/accept', { slot_id: slot?.id });
    },
  };
}
