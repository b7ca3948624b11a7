import {
  type JobDetail,
  type JobSummary,
  jobDetailSchema,
  jobPostPayloadSchema,
} from '@firstshift/domain';
import { describe, expect, it } from 'vitest';
import { bearer, registerBusiness } from '../../testing/auth-testing';
import { jobPayload, postJob, publicJobIds } from '../../testing/business-jobs-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import {
  HOURS_BREAK_RULES_MESSAGE,
  JOB_CHANGED_MESSAGE,
  SHIFTS_NEEDED_MESSAGE,
  changeJob,
  updatedJob,
} from './business-jobs.repository';

// A job's shifts (decision 066): saved and answered with the job, said in plain words, and
// checked against the federal hours rules for 14- and 15-year-olds before the job goes on the
// board, however it would get there.

/** After school on two school days and a Saturday morning: within every rule. */
const FITTING = {
  shifts: [
    { day: 'mon', start: '15:30', end: '18:30' },
    { day: 'wed', start: '15:30', end: '18:30' },
    { day: 'sat', start: '09:00', end: '13:00' },
  ],
  flexible: false,
  season: 'school-year',
  note: 'Rain or shine',
};

/** Four hours on a Tuesday, from 1 pm: in school hours and over a school day's three hours. */
const BREAKING = {
  ...FITTING,
  shifts: [{ day: 'tue', start: '13:00', end: '17:00' }],
};

describe.each(testDatabaseKinds)("a job's shifts on %s", (kind) => {
  const ctx = setupTestApp(kind);

  const send = (method: 'POST' | 'PUT', url: string, token: string, payload: object) =>
    ctx.app.inject({ method, url, headers: bearer(token), payload });
  const newBusinessToken = async () => (await registerBusiness(ctx.app)).access_token;
  /** Posts a job on the board at once, open at `age`, with these shifts. */
  const publish = (token: string, age: number, workSchedule: object) =>
    postJob(ctx.app, token, {
      action: 'save_and_publish',
      minimum_age_required: age,
      work_schedule: workSchedule,
    });
  /** Sends the job form again with this age and these shifts (no action keeps the status). */
  const edit = (
    id: number,
    token: string,
    age: number,
    workSchedule: object,
    action?: 'draft' | 'save_and_publish',
  ) =>
    send('PUT', `/api/jobs/${id}`, token, {
      ...jobPayload({ minimum_age_required: age, work_schedule: workSchedule }),
      action,
    });
  const detail = async (id: number, token?: string) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/jobs/${id}`,
      headers: token ? bearer(token) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return jobDetailSchema.parse(res.json());
  };

  it('saves them with the job and says them in plain words, fitting the rules at 14', async () => {
    const job = await publish(await newBusinessToken(), 14, FITTING);
    for (const seen of [job, await detail(job.id)]) {
      expect(seen).toMatchObject({
        work_schedule: FITTING,
        young_worker_hours_fit: true,
        // The free text the business also sent stays as it was, for the form.
        schedule: 'Saturdays and Sundays',
        job_details: {
          schedule: 'Mon, Wed 3:30–6:30 pm; Sat 9 am–1 pm · School year only · Rain or shine',
        },
      });
    }
  });

  it('says them on the job’s card in every list, without the note, until they are taken away', async () => {
    const token = await newBusinessToken();
    const job = await publish(token, 14, FITTING);
    const cardShifts = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs${query}` });
      return res.json<JobSummary[]>().find((card) => card.id === job.id)?.shifts;
    };
    const words = 'Mon, Wed 3:30–6:30 pm; Sat 9 am–1 pm · School year only';
    for (const query of ['', '?sort=title', `?search=${encodeURIComponent(job.title)}`]) {
      expect(await cardShifts(query), query).toBe(words);
    }
    // A job open at 16 may lose its shifts; one open at 14 must keep some (checked below).
    expect((await edit(job.id, token, 16, { ...FITTING, shifts: [] })).statusCode).toBe(200);
    expect(await cardShifts('')).toBeNull();
  });

  it('does not say a job at 16 fits the rules for 14- and 15-year-olds, whatever its hours', async () => {
    const job = await publish(await newBusinessToken(), 16, BREAKING);
    expect(job).toMatchObject({ status: 'active', young_worker_hours_fit: false });
  });

  it('keeps the free-text schedule of a job without shifts', async () => {
    const business = await registerBusiness(ctx.app);
    const job = await postJob(ctx.app, business.access_token, {
      minimum_age_required: 14,
      work_schedule: null,
    });
    expect(job).toMatchObject({
      work_schedule: null,
      young_worker_hours_fit: false,
      job_details: { schedule: 'Saturdays and Sundays' },
    });
  });

  it('refuses to publish a job open at 14 whose hours break the rules, with each conflict', async () => {
    const business = await registerBusiness(ctx.app);
    const res = await send('POST', '/api/jobs/', business.access_token, {
      ...jobPayload({ minimum_age_required: 14, work_schedule: BREAKING }),
      action: 'save_and_publish',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: HOURS_BREAK_RULES_MESSAGE,
      field: 'work_schedule',
      errors: [
        {
          field: 'work_schedule',
          message:
            'Tuesday 1–5 pm falls in school hours (8 am–3 pm on school days): 14- and ' +
            '15-year-olds may work only outside school hours.',
        },
        {
          field: 'work_schedule',
          message:
            'Tuesday has 4 hours of work: on a school day 14- and 15-year-olds may work at most ' +
            '3 hours.',
        },
      ],
    });
    expect(await publicJobIds(ctx.app)).toEqual([]);
  });

  it('lets such hours wait in a draft, and publishes once the minimum age is 16', async () => {
    const token = await newBusinessToken();
    const draft = await postJob(ctx.app, token, {
      minimum_age_required: 15,
      work_schedule: BREAKING,
    });
    expect(draft.status).toBe('draft');
    const refused = await edit(draft.id, token, 15, BREAKING, 'save_and_publish');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: HOURS_BREAK_RULES_MESSAGE });
    expect((await detail(draft.id, token)).status).toBe('draft');

    const raised = await edit(draft.id, token, 16, BREAKING, 'save_and_publish');
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json<JobDetail>().status).toBe('active');
  });

  it('refuses an edit that keeps a job on the board with hours that break the rules', async () => {
    const token = await newBusinessToken();
    const job = await publish(token, 14, FITTING);
    // No action keeps the job's status: active, so on the board.
    expect((await edit(job.id, token, 14, BREAKING)).statusCode).toBe(400);
    expect(await detail(job.id)).toMatchObject({ work_schedule: FITTING, status: 'active' });
    // Lowering the minimum age of a job with long hours is the same change.
    const older = await publish(token, 16, BREAKING);
    expect((await edit(older.id, token, 14, BREAKING)).statusCode).toBe(400);
    expect((await detail(older.id)).minimum_age_required).toBe(16);
  });

  it('keeps an archived job off the board when the hours it was saved with break the rules', async () => {
    const token = await newBusinessToken();
    const job = await publish(token, 14, FITTING);
    // Taken off the board as a draft with long hours, then archived from there.
    const drafted = await edit(job.id, token, 14, BREAKING, 'draft');
    expect(drafted.statusCode, drafted.body).toBe(200);
    const archive = (action: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/dashboard/jobs/${job.id}/${action}`,
        headers: bearer(token),
      });
    expect((await archive('archive')).statusCode).toBe(200);
    const back = await archive('unarchive');
    expect(back.statusCode).toBe(400);
    expect(back.json()).toMatchObject({
      message: HOURS_BREAK_RULES_MESSAGE,
      field: 'work_schedule',
    });
    expect((await detail(job.id, token)).status).toBe('archived');
    expect(await publicJobIds(ctx.app)).toEqual([]);
  });

  it.each([
    [
      'a shift that ends before it starts',
      { shifts: [{ day: 'mon', start: '18:00', end: '15:00' }] },
      'work_schedule.shifts.0.end',
      'A shift ends after it starts, on the same day',
    ],
    [
      'a day that is not one',
      { shifts: [{ day: 'funday', start: '09:00', end: '10:00' }] },
      'work_schedule.shifts.0.day',
      'Choose a day',
    ],
    [
      'a time with a NUL in it',
      { shifts: [{ day: 'mon', start: '09:00\u0000', end: '10:00' }] },
      'work_schedule.shifts.0.start',
      'This text contains a hidden or broken character (such as a null character). Remove it and try again.',
    ],
    [
      'more shifts than a week holds',
      { shifts: Array.from({ length: 22 }, () => ({ day: 'mon', start: '09:00', end: '10:00' })) },
      'work_schedule.shifts',
      'At most 21 shifts',
    ],
  ])('refuses %s with 400 and where, saving nothing', async (_name, change, field, message) => {
    const business = await registerBusiness(ctx.app);
    const res = await send('POST', '/api/jobs/', business.access_token, {
      ...jobPayload({ work_schedule: { ...FITTING, ...change } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/',
      headers: bearer(business.access_token),
    });
    expect(dashboard.json<{ jobs: unknown[] }>().jobs).toEqual([]);
  });
  it('publishes a job open at 14 or 15 only with shifts to check, and keeps it as a draft without', async () => {
    const token = await newBusinessToken();
    for (const age of [14, 15]) {
      const res = await send('POST', '/api/jobs/', token, {
        ...jobPayload({
          minimum_age_required: age,
          schedule: 'Mon-Fri 9am-3pm',
          work_schedule: null,
        }),
        action: 'save_and_publish',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: SHIFTS_NEEDED_MESSAGE, field: 'work_schedule' });
    }
    expect(await publicJobIds(ctx.app)).toEqual([]);
    const draft = await postJob(ctx.app, token, { minimum_age_required: 14, work_schedule: null });
    expect(draft.status).toBe('draft');
    // Nor may the shifts of such a job on the board be taken away.
    const live = await publish(token, 14, FITTING);
    const cleared = await edit(live.id, token, 14, { ...FITTING, shifts: [] });
    expect(cleared.statusCode).toBe(400);
    expect((await detail(live.id)).work_schedule).toEqual(FITTING);
    // With no minimum age, or 16 and over, the free text alone still does.
    for (const age of [0, 16]) {
      const res = await send('POST', '/api/jobs/', token, {
        ...jobPayload({ minimum_age_required: age }),
        action: 'save_and_publish',
      });
      expect(res.statusCode, res.body).toBe(201);
    }
  });

  it('checks a change against the job it writes over, when another request changed it meanwhile', async () => {
    const token = await newBusinessToken();
    const draft = await postJob(ctx.app, token, {
      minimum_age_required: 14,
      work_schedule: FITTING,
    });
    const owner = { id: draft.company.id, role: 'business' as const };
    // Rule-breaking hours sent without an action: a draft may hold them.
    const payload = jobPostPayloadSchema.parse({
      ...jobPayload({ minimum_age_required: 14, work_schedule: BREAKING }),
      action: undefined,
    });
    let reads = 0;
    const change = changeJob(ctx.db, draft.id, owner, async (job) => {
      reads++;
      // Between this request's read and its write, another publishes the draft.
      if (reads === 1)
        expect((await edit(job.id, token, 14, FITTING, 'save_and_publish')).statusCode).toBe(200);
      return updatedJob(job, payload);
    });
    await expect(change).rejects.toMatchObject({
      statusCode: 400,
      message: HOURS_BREAK_RULES_MESSAGE,
    });
    expect(reads).toBe(2);
    expect(await detail(draft.id)).toMatchObject({
      work_schedule: FITTING,
      young_worker_hours_fit: true,
    });
    expect(await publicJobIds(ctx.app)).toEqual([draft.id]);
  });

  it('answers 409 when the job keeps changing under a change', async () => {
    const token = await newBusinessToken();
    const draft = await postJob(ctx.app, token, { minimum_age_required: 16 });
    const owner = { id: draft.company.id, role: 'business' as const };
    let reads = 0;
    const change = changeJob(ctx.db, draft.id, owner, async (job) => {
      reads++;
      await ctx.db
        .updateTable('jobs')
        .set({ updated_at: new Date(Date.parse(job.updated_at) + reads).toISOString() })
        .where('id', '=', job.id)
        .execute();
      return { title: `Changed ${reads}`, updated_at: new Date().toISOString() };
    });
    await expect(change).rejects.toMatchObject({ statusCode: 409, message: JOB_CHANGED_MESSAGE });
    expect(reads).toBe(3);
    expect((await detail(draft.id, token)).title).toBe(draft.title);
  });
});
