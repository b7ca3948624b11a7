import type { JobDetail } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from './auth-testing';
import { WEEKEND_MORNINGS } from './weekend-mornings';

// Request helpers shared by the business job tests.

/** An application deadline half a year ahead, whenever the tests run (YYYY-MM-DD). */
export const DEADLINE_AHEAD = new Date(Date.now() + 182 * 24 * 60 * 60_000)
  .toISOString()
  .slice(0, 10);

/**
 * A complete job post payload as the job form sends it (SPEC §3). A job open at 14 or 15 has
 * shifts to check before it may go on the board: weekend mornings, unless `work_schedule` is
 * given (null for none).
 */
export function jobPayload(overrides: Record<string, unknown> = {}) {
  const age = overrides.minimum_age_required;
  const young = (age === 14 || age === 15) && !('work_schedule' in overrides);
  return {
    ...(young ? { work_schedule: WEEKEND_MORNINGS } : {}),
    title: 'Weekend Barista',
    job_type: ['part-time'],
    business_category: 'Restaurant',
    work_format: 'in-person',
    minimum_age_required: 16,
    location_street: '12 Oak St, Unit B',
    location_city: 'Portland',
    location_state: 'OR',
    location_zip: '97201',
    description: 'Make coffee and greet our regulars.',
    key_responsibilities: ['Make espresso drinks', 'Keep the counter clean'],
    requirements_qualifications: ['Friendly attitude'],
    offerings: ['Free coffee'],
    compensation_type: 'hour',
    compensation_amount: 16.5,
    duration: 'Summer',
    schedule: 'Saturdays and Sundays',
    application_deadline: DEADLINE_AHEAD,
    contact_email: 'jobs@bakery.test',
    high_school_students_welcome: true,
    after_school_hours_available: false,
    previous_experience_required: false,
    location: { street: '12 Oak St, Unit B', city: 'Portland', state: 'OR', zip: '97201' },
    action: 'draft',
    ...overrides,
  };
}

export async function postJob(
  app: FastifyInstance,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<JobDetail> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/jobs/',
    headers: bearer(token),
    payload: jobPayload(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<JobDetail>();
}

/** Ids of the jobs on the public board. */
export async function publicJobIds(app: FastifyInstance): Promise<number[]> {
  const res = await app.inject({ method: 'GET', url: '/api/jobs/?limit=100' });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }[]>().map((job) => job.id);
}
