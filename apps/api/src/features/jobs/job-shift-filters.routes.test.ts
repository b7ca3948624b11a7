import type { JobSummary } from '@firstshift/domain';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as shiftFilters from '../../db/migrations/0030-shift-filters';
import * as shiftFlagsByZipCode from '../../db/migrations/0031-shift-flags-by-zip-code';
import * as searchRows from '../../db/migrations/0042-search-rows';
import * as scoredWords from '../../db/migrations/0044-search-rows-scored-words';
import { auth, postSavedSearch, signedInApplicant } from '../../testing/applicant-testing';
import { bearer, registerBusiness } from '../../testing/auth-testing';
import { jobPayload, postJob } from '../../testing/business-jobs-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

// The job search's filters on the shifts (decision 069): weekends, after 3 pm on school days,
// summer only, and hours that fit the federal rules for 14- and 15-year-olds.

const schedule = (season: string, shifts: [string, string, string][]) => ({
  shifts: shifts.map(([day, start, end]) => ({ day, start, end })),
  flexible: false,
  season,
  note: '',
});

/** Each job: its shifts, its minimum age, and which filters find it. */
const JOBS = {
  // After school on two days and a Saturday morning, in the school year: within every rule.
  'after school and Saturday': {
    age: 14,
    schedule: schedule('school-year', [
      ['mon', '15:30', '18:30'],
      ['wed', '15:30', '18:30'],
      ['sat', '09:00', '13:00'],
    ]),
  },
  // Saturdays only, all summer: no school days, so not "after 3 pm on school days".
  'summer Saturdays': {
    age: 15,
    schedule: schedule('summer', [['sat', '08:00', '16:00']]),
  },
  // Weekday evenings, but open at 16: the rules for 14- and 15-year-olds do not apply.
  'evenings at 16': {
    age: 16,
    schedule: schedule('year-round', [
      ['tue', '16:00', '20:00'],
      ['thu', '16:00', '20:00'],
    ]),
  },
  // A morning on a school day: not after 3 pm.
  'weekday mornings': {
    age: 18,
    schedule: schedule('year-round', [['fri', '09:00', '12:00']]),
  },
  // No shifts listed (nor a minimum age, which would call for them): no filter finds it.
  'no shifts': { age: 0, schedule: null },
} as const;

describe.each(testDatabaseKinds)('the shift filters on %s', (kind) => {
  const ctx = setupTestApp(kind);
  const titles = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json<JobSummary[]>()
      .map((job) => job.title)
      .sort();
  };

  async function board() {
    const token = (await registerBusiness(ctx.app)).access_token;
    const ids: Record<string, number> = {};
    for (const [title, { age, schedule: workSchedule }] of Object.entries(JOBS)) {
      const job = await postJob(ctx.app, token, {
        title,
        action: 'save_and_publish',
        minimum_age_required: age,
        work_schedule: workSchedule,
      });
      ids[title] = job.id;
    }
    return { token, ids };
  }

  it('finds the jobs whose shifts each filter names, alone and together', async () => {
    await board();
    expect(await titles('weekends=true')).toEqual([
      'after school and Saturday',
      'summer Saturdays',
    ]);
    expect(await titles('afterThree=true')).toEqual([
      'after school and Saturday',
      'evenings at 16',
    ]);
    expect(await titles('summerOnly=true')).toEqual(['summer Saturdays']);
    expect(await titles('youngHours=true')).toEqual([
      'after school and Saturday',
      'summer Saturdays',
    ]);
    expect(await titles('youngHours=true&minimum_age=14')).toEqual(['after school and Saturday']);
    expect(await titles('weekends=true&afterThree=true')).toEqual(['after school and Saturday']);
    expect(await titles('summerOnly=true&afterThree=true')).toEqual([]);
    expect(await titles('weekends=true&search=summer&near=97201&radius=5')).toEqual([
      'summer Saturdays',
    ]);
    expect(await titles('weekends=false')).toHaveLength(5);
  });

  it('follows a job as its shifts and its age change, and as it leaves the board', async () => {
    const { token, ids } = await board();
    const id = ids['evenings at 16'];
    const edit = (age: number, workSchedule: object | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/jobs/${id}`,
        headers: bearer(token),
        payload: jobPayload({
          title: 'evenings at 16',
          minimum_age_required: age,
          work_schedule: workSchedule,
          action: 'save_and_publish',
        }),
      });
    // Open at 15 with hours inside the rules: now it fits them.
    const fitting = schedule('school-year', [['tue', '16:00', '18:00']]);
    expect((await edit(15, fitting)).statusCode).toBe(200);
    expect(await titles('youngHours=true')).toContain('evenings at 16');
    // Open at 16 again: the rules for 14 and 15 no longer say anything of it.
    expect((await edit(16, fitting)).statusCode).toBe(200);
    expect(await titles('youngHours=true')).not.toContain('evenings at 16');
    // Its shifts taken away: no filter finds it.
    expect((await edit(16, null)).statusCode).toBe(200);
    expect(await titles('afterThree=true')).toEqual(['after school and Saturday']);

    // Taken off the board (back to the drafts): no filter lists it.
    const drafted = await ctx.app.inject({
      method: 'PUT',
      url: `/api/jobs/${ids['summer Saturdays']}`,
      headers: bearer(token),
      payload: jobPayload({
        title: 'summer Saturdays',
        minimum_age_required: 15,
        work_schedule: JOBS['summer Saturdays'].schedule,
        action: 'draft',
      }),
    });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect(await titles('summerOnly=true')).toEqual([]);
  });

  it('keeps the filters in a saved search and counts its new jobs by them', async () => {
    await board();
    const applicant = await signedInApplicant(ctx.db);
    const res = await postSavedSearch(ctx.app, applicant.token, {
      name: 'Weekends that fit',
      filters: { weekends: true, youngHours: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ filters: object }>().filters).toEqual({ weekends: true, youngHours: true });
    await sql`update saved_searches set last_checked_at = '2000-01-01T00:00:00.000Z'`.execute(
      ctx.db,
    );
    const searches = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/saved-searches',
      headers: auth(applicant.token),
    });
    expect(searches.json<{ new_jobs: number }[]>()[0]?.new_jobs).toBe(2);
  });

  it('refuses a filter that is not true or false with 400 and the field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/jobs/?summerOnly=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ field: string }>().field).toBe('summerOnly');
  });

  it('gives the jobs posted before migration 0030 their flags', async () => {
    await board();
    const raw = ctx.db as unknown as Kysely<unknown>;
    // 0031 rebuilt 0030's indexes, and 0042's search rows hold its columns (0044 their scored
    // words): taken down and put back around it.
    await scoredWords.down(raw);
    await searchRows.down(raw);
    await shiftFlagsByZipCode.down(raw);
    await shiftFilters.down(raw);
    await shiftFilters.up(raw);
    await shiftFlagsByZipCode.up(raw);
    await searchRows.up(raw);
    await scoredWords.up(raw);
    expect(await titles('weekends=true')).toEqual([
      'after school and Saturday',
      'summer Saturdays',
    ]);
    // A text search reads the flags from its own rows (decision 091).
    expect(await titles('afterThree=true&search=saturday')).toEqual(['after school and Saturday']);
    expect(await titles('youngHours=true')).toEqual([
      'after school and Saturday',
      'summer Saturdays',
    ]);
    expect(await titles('afterThree=true')).toEqual([
      'after school and Saturday',
      'evenings at 16',
    ]);
  });
});
