import {
  type ApplicationListItem,
  type JobSummary,
  applicationFieldsSchema,
  earliestToday,
} from '@firstshift/domain';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createBusiness, createJob } from '../../testing/factories';
import { setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import { createApplication } from './apply.repository';
import { findActiveJob } from './job-lookup';
import {
  applicationFields,
  applyOk,
  auth,
  docxFile,
  multipartBody,
  oleFile,
  pdfFile,
  postApplication,
  signedInApplicant,
  type Upload,
} from '../../testing/applicant-testing';

const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-apply-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** YYYY-MM-DD of someone `years` old (and a few days) today. */
const bornYearsAgo = (years: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 3))
    .toISOString()
    .slice(0, 10);
};

/** The fields marked * on the apply form and the terms, each as a person might type it. */
const requiredFields = (): Record<string, string> => ({
  first_name: 'Maya',
  last_name: 'Lopez',
  email: 'maya@example.test',
  phone_number: '503.555.0199',
  street_address: '5 Elm St',
  city: 'Portland',
  state: 'or',
  zip_code: '97201',
  cover_letter: 'I love books.',
  availability: '2weeks',
  terms_accepted: 'true',
});

/** The files in the upload folder (shared by this file's tests, so compare before and after). */
const storedUploads = (): string[] => {
  const folder = path.join(dataDir, 'uploads');
  return existsSync(folder) ? readdirSync(folder).filter((name) => !name.startsWith('.')) : [];
};

describe.each(testDatabaseKinds)('POST /api/applicant/{jobId}/apply on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { DATA_DIR: dataDir } });

  const apply = async (
    token: string,
    jobId: number | string,
    fields: Record<string, string> = applicationFields(),
    files: Upload[] = [],
  ) => {
    return postApplication(ctx.app, token, jobId, await multipartBody(fields, files));
  };
  const applicantsOf = async (jobId: number) =>
    (
      await ctx.db
        .selectFrom('jobs')
        .select('applicants_count')
        .where('id', '=', jobId)
        .executeTakeFirstOrThrow()
    ).applicants_count;

  it('records an application with a PDF resume, its first status and one more applicant', async () => {
    const applicant = await signedInApplicant(ctx.db, { dateOfBirth: bornYearsAgo(16) });
    const business = await createBusiness(ctx.db, { business_name: 'Powell Books' });
    const jobId = await createJob(ctx.db, { business, title: 'Shelf Helper' });
    const resume = pdfFile(2000);

    const res = await apply(applicant.token, jobId, applicationFields({ job_id: String(jobId) }), [
      { name: 'Maya Resume.pdf', content: resume, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { application_id } = res.json<{ application_id: number }>();
    expect(res.json()).toEqual({
      application_id: expect.any(Number),
      message: 'Application submitted successfully!',
    });

    const row = await ctx.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', application_id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      job_id: jobId,
      job_title: 'Shelf Helper',
      company_name: 'Powell Books',
      applicant_id: applicant.userId,
      status: 'applied',
      first_name: 'Maya',
      email: 'maya@example.test',
      state: 'OR',
      availability: 'immediately',
      references_text: 'Ms. Park, librarian',
      terms_accepted: 1,
      contact_permission: 1,
    });
    const file = await ctx.db
      .selectFrom('files')
      .selectAll()
      .where('id', '=', row.resume_file_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(file).toMatchObject({
      owner_user_id: applicant.userId,
      original_name: 'Maya Resume.pdf',
      content_type: 'application/pdf',
      size_bytes: resume.length,
    });
    expect(file.storage_key).toMatch(/^[0-9a-f]{32}$/);
    expect(readFileSync(path.join(dataDir, 'uploads', file.storage_key))).toEqual(resume);

    const history = await ctx.db
      .selectFrom('application_status_history')
      .select(['status', 'changed_by_user_id'])
      .where('application_id', '=', application_id)
      .execute();
    expect(history).toEqual([{ status: 'applied', changed_by_user_id: applicant.userId }]);
    expect(await applicantsOf(jobId)).toBe(1);

    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/applications/my',
      headers: auth(applicant.token),
    });
    expect(mine.json<ApplicationListItem[]>().map((a) => [a.job_id, a.status])).toEqual([
      [jobId, 'applied'],
    ]);
  });

  it('recognises DOC and DOCX by their content, whatever the name or declared type says', async () => {
    const applicant = await signedInApplicant(ctx.db);
    // The kept name takes the extension of the type found (decision 020).
    const cases: [Upload, string, string][] = [
      [{ name: 'cv.bin', content: oleFile() }, 'application/msword', 'cv.doc'],
      [
        { name: 'resume.pdf', content: docxFile(), type: 'application/pdf' },
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'resume.docx',
      ],
    ];
    for (const [upload, contentType, keptName] of cases) {
      const jobId = await createJob(ctx.db);
      const res = await apply(applicant.token, jobId, applicationFields(), [upload]);
      expect(res.statusCode, res.body).toBe(201);
      const file = await ctx.db
        .selectFrom('applications')
        .innerJoin('files', 'files.id', 'applications.resume_file_id')
        .select(['files.content_type', 'files.original_name'])
        .where('applications.id', '=', res.json<{ application_id: number }>().application_id)
        .executeTakeFirstOrThrow();
      expect(file).toEqual({ content_type: contentType, original_name: keptName });
    }
  });

  it('applies without a resume, which is optional, and with only the required fields', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const minimal = await apply(applicant.token, await createJob(ctx.db), requiredFields());
    expect(minimal.statusCode, minimal.body).toBe(201);
    // A plain HTML form sends an empty file input when no file was chosen.
    const emptyInput = await apply(applicant.token, await createJob(ctx.db), applicationFields(), [
      { name: '', content: Buffer.alloc(0) },
    ]);
    expect(emptyInput.statusCode, emptyInput.body).toBe(201);
    const rows = await ctx.db
      .selectFrom('applications')
      .select(['resume_file_id', 'phone_number', 'contact_permission'])
      .where('applicant_id', '=', applicant.userId)
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { resume_file_id: null, phone_number: '+15035550199', contact_permission: null },
      { resume_file_id: null, phone_number: '+15035550142', contact_permission: 1 },
    ]);
  });

  it('refuses a second application to the same job with 409', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    expect((await apply(applicant.token, jobId)).statusCode).toBe(201);
    const again = await apply(applicant.token, jobId, applicationFields(), [
      { name: 'resume.pdf', content: pdfFile() },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already applied to this job.' });
    expect(await applicantsOf(jobId)).toBe(1);
    const files = await ctx.db.selectFrom('files').select('id').execute();
    expect(files).toEqual([]);
  });

  it("refuses an applicant younger than the job's minimum age, naming the age", async () => {
    const sixteen = await signedInApplicant(ctx.db, { dateOfBirth: bornYearsAgo(16) });
    const adultsOnly = await createJob(ctx.db, { minimum_age_required: 18 });
    const res = await apply(sixteen.token, adultsOnly);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'You must be at least 18 years old to apply for this job.',
      field: 'date_of_birth',
    });
    expect(await applicantsOf(adultsOnly)).toBe(0);
    const forSixteen = await createJob(ctx.db, { minimum_age_required: 16 });
    expect((await apply(sixteen.token, forSixteen)).statusCode).toBe(201);

    const unknownAge = await signedInApplicant(ctx.db);
    await ctx.db
      .updateTable('applicant_profiles')
      .set({ date_of_birth: null })
      .where('user_id', '=', unknownAge.userId)
      .execute();
    const noBirthday = await apply(unknownAge.token, forSixteen);
    expect(noBirthday.statusCode).toBe(400);
    expect(noBirthday.json()).toMatchObject({ field: 'date_of_birth' });
    const openToAll = await createJob(ctx.db, { minimum_age_required: 0 });
    expect((await apply(unknownAge.token, openToAll)).statusCode).toBe(201);
  });

  it('refuses an application once the deadline day has ended everywhere, naming the day', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const closed = await createJob(ctx.db, { application_deadline: '2020-01-31' });
    const res = await apply(applicant.token, closed, applicationFields(), [
      { name: 'resume.pdf', content: pdfFile() },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Applications for this job closed on Jan 31, 2020.' });
    expect(await applicantsOf(closed)).toBe(0);
    expect(await ctx.db.selectFrom('files').select('id').execute()).toEqual([]);

    // The last day that is still today somewhere takes applications.
    const lastDay = await createJob(ctx.db, { application_deadline: earliestToday() });
    expect((await apply(applicant.token, lastDay)).statusCode).toBe(201);
  });

  it('refuses an application whose job closed while it was being sent', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db, { application_deadline: '2999-01-31' });
    const job = await findActiveJob(ctx.db, jobId);
    if (!job) throw new Error('the job is on the board');
    // The business moves the deadline to a day gone by after the route read the job.
    await ctx.db
      .updateTable('jobs')
      .set({ application_deadline: '2020-01-31' })
      .where('id', '=', jobId)
      .execute();
    const sent = createApplication(ctx.db, {
      applicantId: applicant.userId,
      job,
      fields: applicationFieldsSchema.parse(applicationFields()),
      resume: null,
    });
    await expect(sent).rejects.toMatchObject({
      statusCode: 409,
      message: 'Applications for this job closed on Jan 31, 2020.',
    });
    expect(await applicantsOf(jobId)).toBe(0);
    expect(await ctx.db.selectFrom('applications').select('id').execute()).toEqual([]);
  });

  it('answers 404 for a job that is unknown or not active, and 400 for a bad id', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const draft = await createJob(ctx.db, { status: 'draft' });
    const archived = await createJob(ctx.db, { status: 'archived' });
    for (const id of [draft, archived, 987_654, 99_999_999_999]) {
      const res = await apply(applicant.token, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Job not found' });
    }
    const bad = await apply(applicant.token, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Invalid job ID.', field: 'jobId' });
  });

  it('checks the fields with the shared messages and keeps nothing of a refused form', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const resume: Upload[] = [{ name: 'resume.pdf', content: pdfFile() }];
    const uploadsBefore = storedUploads();
    const cases: [Record<string, string>, { message: string; field: string }][] = [
      [
        applicationFields({ terms_accepted: 'false' }),
        {
          message: 'You must accept the terms and conditions to proceed.',
          field: 'terms_accepted',
        },
      ],
      [
        { first_name: 'Maya', last_name: 'Lopez', email: 'maya@example.test' },
        { message: 'Phone number is required', field: 'phone_number' },
      ],
      [
        applicationFields({ email: 'not-an-email' }),
        { message: 'Enter a valid email', field: 'email' },
      ],
      [applicationFields({ zip_code: '123' }), { message: 'Enter a valid ZIP', field: 'zip_code' }],
      [
        applicationFields({ phone_number: '503-555-014' }),
        {
          message: 'Invalid phone number: enter it like (919) 555-0188',
          field: 'phone_number',
        },
      ],
      [
        applicationFields({ phone_number: '503-CALL-NOW' }),
        {
          message: 'Invalid phone number: enter it like (919) 555-0188',
          field: 'phone_number',
        },
      ],
      [
        applicationFields({ availability: 'someday' }),
        { message: 'Select your availability', field: 'availability' },
      ],
      [
        applicationFields({ job_id: String(jobId + 1) }),
        { message: 'Invalid job ID.', field: 'job_id' },
      ],
    ];
    for (const [fields, error] of cases) {
      const res = await apply(applicant.token, jobId, fields, resume);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(error);
    }
    expect(await ctx.db.selectFrom('files').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('applications').select('id').execute()).toEqual([]);
    expect(storedUploads()).toEqual(uploadsBefore);
    expect(await applicantsOf(jobId)).toBe(0);
  });

  it.each([
    ['first_name', 'First name is required'],
    ['last_name', 'Last name is required'],
    ['email', 'Enter a valid email'],
    ['phone_number', 'Phone number is required'],
    ['street_address', 'Street address is required'],
    ['city', 'City is required'],
    ['state', 'Select state'],
    ['zip_code', 'Enter a valid ZIP'],
    ['cover_letter', 'Cover letter is required'],
    ['availability', 'Select your availability'],
  ])(
    'refuses a blank %s with its message and keeps neither row nor resume',
    async (field, message) => {
      const applicant = await signedInApplicant(ctx.db);
      const jobId = await createJob(ctx.db);
      const resume: Upload[] = [{ name: 'resume.pdf', content: pdfFile() }];
      const uploadsBefore = storedUploads();
      for (const blank of ['', '   ', '\n\t']) {
        const res = await apply(
          applicant.token,
          jobId,
          applicationFields({ [field]: blank }),
          resume,
        );
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toMatchObject({ message, field });
      }
      const { [field]: _left, ...withoutIt } = applicationFields();
      const missing = await apply(applicant.token, jobId, withoutIt, resume);
      expect(missing.statusCode, missing.body).toBe(400);
      expect(missing.json()).toMatchObject({ message, field });
      expect(await ctx.db.selectFrom('applications').select('id').execute()).toEqual([]);
      expect(await ctx.db.selectFrom('files').select('id').execute()).toEqual([]);
      expect(storedUploads()).toEqual(uploadsBefore);
      expect(await applicantsOf(jobId)).toBe(0);
    },
  );

  it('accepts a phone number as people type it and stores it in E.164', async () => {
    const applicant = await signedInApplicant(ctx.db);
    for (const phone of ['(919) 555-0188', '919.555.0188', '+1 919 555 0188', '+44 20 7946 0958']) {
      const res = await apply(
        applicant.token,
        await createJob(ctx.db),
        applicationFields({ phone_number: phone }),
      );
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await ctx.db
      .selectFrom('applications')
      .select('phone_number')
      .where('applicant_id', '=', applicant.userId)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.phone_number)).toEqual([
      '+19195550188',
      '+19195550188',
      '+19195550188',
      '+442079460958',
    ]);
  });

  it('answers 415 when the application is not a multipart form', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/${await createJob(ctx.db)}/apply`,
      headers: auth(applicant.token),
      payload: applicationFields(),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Send the application as a multipart form.' });
  });
});

describe.each(testDatabaseKinds)('applying and the shared job list on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { DATA_DIR: dataDir, PUBLIC_CACHE_SECONDS: '60' } });

  it('shows the new applicant count at once', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const applicants = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/jobs/' })).json<JobSummary[]>()[0]
        ?.applicants;
    expect(await applicants()).toBe(0);
    await applyOk(ctx.app, applicant.token, jobId);
    expect(await applicants()).toBe(1);
  });
});
