import {
  type ApplicationConversation,
  type BusinessApplication,
  type JobApplications,
  ageOn,
  businessApplicationSchema,
} from '@firstshift/domain';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applicationFields, applyOk, pdfFile } from '../../testing/applicant-testing';
import { bearer, registerApplicant, registerBusiness } from '../../testing/auth-testing';
import { postJob } from '../../testing/business-jobs-testing';
import { proposal } from '../../testing/conversation-testing';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';

const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-hiring-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabaseKinds)('the hiring loop on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { DATA_DIR: dataDir } });

  /** A business with a live job and an applicant who applied to it with a PDF resume. */
  async function applied(resumeName = 'Maya Lopez resume.pdf') {
    const business = await registerBusiness(ctx.app, { business_name: 'Rose City Books' });
    const job = await postJob(ctx.app, business.access_token, {
      title: 'Bookshop Helper',
      minimum_age_required: 14,
      action: 'save_and_publish',
    });
    const applicant = await registerApplicant(ctx.app, { first_name: 'Maya' });
    const applicationId = await applyOk(ctx.app, applicant.access_token, job.id, [
      { name: resumeName, content: pdfFile(), type: 'application/pdf' },
    ]);
    return { business, job, applicant, applicationId };
  }

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const move = (id: number, status: string, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/business/applications/${id}/status`,
      headers: token ? bearer(token) : {},
      payload: { status },
    });

  it('lists the applications to a job with the count of new ones, until opened', async () => {
    const { business, job, applicationId } = await applied();
    const list = await get(`/api/business/jobs/${job.id}/applications`, business.access_token);
    expect(list.statusCode).toBe(200);
    expect(list.json<JobApplications>()).toEqual({
      job: { id: job.id, title: 'Bookshop Helper', status: 'active' },
      new_count: 1,
      applications: [
        {
          id: applicationId,
          first_name: 'Maya',
          last_name: 'Lopez',
          age: ageOn('2010-05-04'),
          applied_at: expect.any(String),
          status: 'applied',
          status_changed_at: expect.any(String),
          is_new: true,
          has_resume: true,
          interview: null,
          unread_messages: 0,
        },
      ],
    });
    const dashboard = await get('/api/dashboard/', business.access_token);
    expect(
      dashboard.json<{ jobs: { new_applications: number }[] }>().jobs[0]?.new_applications,
    ).toBe(1);

    const opened = await get(`/api/business/applications/${applicationId}`, business.access_token);
    expect(opened.statusCode).toBe(200);
    const again = await get(`/api/business/jobs/${job.id}/applications`, business.access_token);
    expect(again.json<JobApplications>()).toMatchObject({
      new_count: 0,
      applications: [{ is_new: false }],
    });
  });

  it('shows everything the applicant sent, the history and the possible moves', async () => {
    const { business, job, applicationId } = await applied();
    const res = await get(`/api/business/applications/${applicationId}`, business.access_token);
    const application = businessApplicationSchema.parse(res.json());
    // Every field as sent, the phone number in its stored form.
    const {
      terms_accepted: _terms,
      contact_permission: _permission,
      ...sent
    } = applicationFields();
    expect(sent.phone_number).toBe('503-555-0142');
    expect(application).toMatchObject({
      id: applicationId,
      job_id: job.id,
      job_title: 'Bookshop Helper',
      status: 'applied',
      ...sent,
      phone_number: '+15035550142',
      contact_permission: true,
      resume: { file_name: 'Maya Lopez resume.pdf', content_type: 'application/pdf' },
      history: [{ status: 'applied', changed_at: application.applied_at }],
      next_statuses: ['shortlisted', 'rejected'],
    });
    // Her age from her profile's date of birth (2010-05-04), which itself is never sent.
    expect(application.age).toBe(ageOn('2010-05-04'));
    expect(res.body).not.toContain('2010-05-04');
  });

  it('moves an application along shortlist, interview and accept, recording each time', async () => {
    const { business, applicant, applicationId } = await applied();
    const shortlisted = await move(applicationId, 'shortlisted', business.access_token);
    expect(shortlisted.json<BusinessApplication>().next_statuses).toEqual(['rejected']);
    // The interview is scheduled when the applicant accepts a time the business proposed.
    const proposed = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/interview`,
      headers: bearer(business.access_token),
      payload: proposal(),
    });
    const slotId = proposed.json<ApplicationConversation>().interview?.slots[0]?.id;
    const agreed = await ctx.app.inject({
      method: 'POST',
      url: `/api/applications/${applicationId}/interview/accept`,
      headers: bearer(applicant.access_token),
      payload: { slot_id: slotId },
    });
    expect(agreed.json<ApplicationConversation>().application.status).toBe('interview_scheduled');
    const accepted = await move(applicationId, 'accepted', business.access_token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<BusinessApplication>().status).toBe('accepted');
    const final = (
      await get(`/api/business/applications/${applicationId}`, business.access_token)
    ).json<BusinessApplication>();
    expect(final.history.map((h) => h.status)).toEqual([
      'applied',
      'shortlisted',
      'interview_scheduled',
      'accepted',
    ]);
    expect(final.next_statuses).toEqual([]);
    expect(final.status_changed_at).toBe(final.history[3]?.changed_at);

    const mine = await get('/api/applicant/applications/my', applicant.access_token);
    expect(mine.json<{ status: string; status_changed_at: string }[]>()[0]).toMatchObject({
      status: 'accepted',
      status_changed_at: final.status_changed_at,
    });
  });

  it.each([
    ['applied', 'interview_scheduled'],
    ['applied', 'accepted'],
    ['applied', 'applied'],
  ])('refuses to move an application from %s to %s (409)', async (_from, to) => {
    const { business, applicationId } = await applied();
    const res = await move(applicationId, to, business.access_token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ field: 'status' });
    const read = await get(`/api/business/applications/${applicationId}`, business.access_token);
    expect(read.json<BusinessApplication>().status).toBe('applied');
  });

  it('rejects at any step before accepted, and closes the application', async () => {
    const { business, applicationId } = await applied();
    await move(applicationId, 'shortlisted', business.access_token);
    expect((await move(applicationId, 'rejected', business.access_token)).statusCode).toBe(200);
    const after = await move(applicationId, 'shortlisted', business.access_token);
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({
      message: 'This application is closed: its status can no longer change.',
    });
    expect((await move(applicationId, 'accepted', business.access_token)).statusCode).toBe(409);
  });

  it('refuses an unknown status with 400', async () => {
    const { business, applicationId } = await applied();
    const res = await move(applicationId, 'hired', business.access_token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Choose a status', field: 'status' });
  });

  it('keeps applications from another business (404), an applicant (403) and no token (401)', async () => {
    const { job, applicant, applicationId } = await applied();
    const other = await registerBusiness(ctx.app);
    for (const url of [
      `/api/business/jobs/${job.id}/applications`,
      `/api/business/applications/${applicationId}`,
      `/api/business/applications/${applicationId}/resume`,
    ]) {
      expect((await get(url, other.access_token)).statusCode, url).toBe(404);
      expect((await get(url, applicant.access_token)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
    expect((await move(applicationId, 'shortlisted', other.access_token)).statusCode).toBe(404);
    expect((await move(applicationId, 'shortlisted', applicant.access_token)).statusCode).toBe(403);
    expect((await move(applicationId, 'shortlisted')).statusCode).toBe(401);
    const mine = await get('/api/applicant/applications/my', applicant.access_token);
    expect(mine.json<{ status: string }[]>()[0]?.status).toBe('applied');
  });

  it('sends the resume as an attachment with a safe name and nosniff', async () => {
    const { business, applicationId } = await applied('Ma"ya\r\nX-Evil: 1 résumé.pdf');
    const res = await get(
      `/api/business/applications/${applicationId}/resume`,
      business.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Stricter than the site's policy: nothing in the file may run or load anything.
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[^"\r\n]*"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(disposition).toContain("filename*=UTF-8''");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names the download by the type of its content, even for a name stored before that rule', async () => {
    const { business, applicationId } = await applied();
    // As stored by earlier versions, which kept the uploaded name as it was.
    const application = await ctx.db
      .selectFrom('applications')
      .select('resume_file_id')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('files')
      .set({ original_name: 'cv\u202Elmth.html' })
      .where('id', '=', application.resume_file_id ?? 0)
      .execute();
    const res = await get(
      `/api/business/applications/${applicationId}/resume`,
      business.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cvlmth.pdf"; filename*=UTF-8''cvlmth.pdf`,
    );
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    const business = await registerBusiness(ctx.app);
    expect((await get('/api/business/applications/999999', business.access_token)).statusCode).toBe(
      404,
    );
    expect(
      (await get('/api/business/applications/99999999999', business.access_token)).statusCode,
    ).toBe(404);
    expect(
      (await get('/api/business/jobs/abc/applications', business.access_token)).statusCode,
    ).toBe(400);
  });

  it("raises the dashboard's response rate as applications are answered", async () => {
    const { business, applicationId } = await applied();
    const rate = async () =>
      (await get('/api/dashboard/', business.access_token)).json<{
        metrics: { average_response_rate: number };
      }>().metrics.average_response_rate;
    expect(await rate()).toBe(0);
    await move(applicationId, 'shortlisted', business.access_token);
    expect(await rate()).toBe(100);
  });
});
