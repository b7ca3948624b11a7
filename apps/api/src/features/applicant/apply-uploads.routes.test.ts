import { RESUME_MAX_BYTES } from '@firstshift/domain';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { createBusiness, createJob } from '../../testing/factories';
import { buildIsolatedApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import {
  applicationFields,
  apply,
  auth,
  docxFile,
  executableFile,
  multipartBody,
  oleFile,
  pdfFile,
  postApplication,
  signedInApplicant,
  signIn,
  zipFile,
} from '../../testing/applicant-testing';
import { craftZip, deflated, stored, wordParts } from '../../testing/zip-testing';

// Refused uploads (DESIGN §5): the type by content, the 5 MB limit while streaming, what a DOCX
// unpacks to (decision 020), and nothing left behind — no stored file, no files row, no
// application, no applicant counted. Kept names say what the file is (decision 020).

const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
// Each test starts with an empty store, as it starts with an empty database.
beforeEach(() => rmSync(path.join(dataDir, 'uploads'), { recursive: true, force: true }));

function storedFiles(dir: string): string[] {
  try {
    return readdirSync(path.join(dir, 'uploads'));
  } catch {
    return [];
  }
}

async function leftovers(db: Db, dir: string, jobId: number) {
  const count = async (table: 'files' | 'applications' | 'application_status_history') =>
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const job = await db
    .selectFrom('jobs')
    .select('applicants_count')
    .where('id', '=', jobId)
    .executeTakeFirstOrThrow();
  return {
    files: await count('files'),
    applications: await count('applications'),
    history: await count('application_status_history'),
    applicants: job.applicants_count,
    stored: storedFiles(dir),
  };
}
const nothingLeft = { files: 0, applications: 0, history: 0, applicants: 0, stored: [] };

describe.each(testDatabaseKinds)('resume uploads on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { DATA_DIR: dataDir } });

  it('refuses a renamed executable with 415 and keeps nothing, then takes a real resume', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.pdf', content: executableFile(), type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'The resume must be a PDF, DOC or DOCX file.',
      field: 'resume',
    });
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);

    const retry = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.pdf', content: pdfFile() },
    ]);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(storedFiles(dataDir)).toHaveLength(1);
  });

  it('refuses a ZIP archive that is not a Word document, even named .docx', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.docx', content: zipFile({ 'payload.exe': 'MZ' }) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);
  });

  it('refuses a resume of 5 MB + 1 byte with 413 and keeps nothing; exactly 5 MB is fine', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const tooBig = pdfFile(RESUME_MAX_BYTES + 1 - pdfFile().length);
    expect(tooBig.length).toBe(RESUME_MAX_BYTES + 1);
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.pdf', content: tooBig },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The resume must be 5 MB or smaller.', field: 'resume' });
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);

    const justRight = pdfFile(RESUME_MAX_BYTES - pdfFile().length);
    const ok = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.pdf', content: justRight },
    ]);
    expect(ok.statusCode, ok.body).toBe(201);
    const [file] = await ctx.db.selectFrom('files').select('size_bytes').execute();
    expect(file?.size_bytes).toBe(RESUME_MAX_BYTES);
  });

  it('takes one resume only, in the resume field', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'a.pdf', content: pdfFile() },
      { name: 'b.pdf', content: pdfFile() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Attach one resume only.', field: 'resume' });
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);

    const body = await multipartBody(
      applicationFields(),
      [{ name: 'a.pdf', content: pdfFile() }],
      'photo',
    );
    const elsewhere = await postApplication(ctx.app, applicant.token, jobId, body);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toEqual({ message: 'Only a resume can be attached.', field: 'photo' });
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);
  });

  it('answers 400 for a form cut off in the middle of the resume, keeping nothing', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const body = await multipartBody(applicationFields(), [
      { name: 'resume.pdf', content: pdfFile(50_000) },
    ]);
    const res = await postApplication(ctx.app, applicant.token, jobId, {
      ...body,
      payload: body.payload.subarray(0, body.payload.length - 20_000),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The application form could not be read. Please try again.',
    });
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);
  });
});

describe.each(testDatabaseKinds)('what a resume is and is called, on %s', (kind) => {
  const ctx = setupTestApp(kind, { env: { DATA_DIR: dataDir } });

  const archiveRefused = {
    message:
      'This DOCX file cannot be accepted: it unpacks to far more data than a resume holds. Save it again or send it as a PDF.',
    field: 'resume',
  };

  async function storedName(applicationId: number): Promise<string | undefined> {
    const row = await ctx.db
      .selectFrom('applications')
      .innerJoin('files', 'files.id', 'applications.resume_file_id')
      .select('files.original_name')
      .where('applications.id', '=', applicationId)
      .executeTakeFirst();
    return row?.original_name;
  }

  it('keeps and downloads a PDF sent as cv.html as cv.pdf', async () => {
    const business = await createBusiness(ctx.db);
    const businessToken = await signIn(ctx.db, business.userId);
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db, { business });
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'cv.html', content: pdfFile(), type: 'text/html' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { application_id: applicationId } = res.json<{ application_id: number }>();
    expect(await storedName(applicationId)).toBe('cv.pdf');

    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/business/applications/${applicationId}/resume`,
      headers: auth(businessToken),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
  });

  it('keeps names without control and bidirectional characters, or a plain one', async () => {
    const cases: [string, Buffer, string][] = [
      ['cv\u202efdp.exe', pdfFile(), 'cvfdp.pdf'],
      ['\u2066Maya\u2069 \u200eresume\u200f\u0085.doc', docxFile(), 'Maya resume.docx'],
      ['\u202e\u0007\u202a', oleFile(), 'resume.doc'],
    ];
    for (const [name, content, kept] of cases) {
      const applicant = await signedInApplicant(ctx.db);
      const jobId = await createJob(ctx.db);
      const res = await apply(ctx.app, applicant.token, jobId, [{ name, content }]);
      expect(res.statusCode, res.body).toBe(201);
      const { application_id: applicationId } = res.json<{ application_id: number }>();
      expect(await storedName(applicationId)).toBe(kept);
    }
  });

  it.each([
    [
      'a 2 MB DOCX whose directory claims 2 GiB',
      () =>
        craftZip([
          ...wordParts(),
          { name: 'word/big.xml', packed: randomBytes(2 * 1024 * 1024), method: 8, size: 2 ** 31 },
        ]),
    ],
    [
      'a DOCX deflated for real to a thousandth of its size',
      () => craftZip([...wordParts(), deflated('word/zeros.xml', Buffer.alloc(20 * 1024 * 1024))]),
    ],
    [
      'a DOCX of 1,001 entries',
      () =>
        craftZip([
          ...wordParts(),
          ...Array.from({ length: 999 }, (_, n) => stored(`word/p${n}.xml`, '<p/>')),
        ]),
    ],
    [
      'a DOCX with ZIP64 sizes',
      () => craftZip([...wordParts(), { ...stored('word/x', 'x'), size: 0xffffffff }]),
    ],
  ])('refuses %s with 400 and keeps nothing', async (_case, bomb) => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.docx', content: bomb() },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(archiveRefused);
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);
  });

  it('refuses a DOCX whose directory is broken as not a resume, keeping nothing', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const docx = craftZip(wordParts());
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.docx', content: docx.subarray(0, docx.length - 10) },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'The resume must be a PDF, DOC or DOCX file.',
      field: 'resume',
    });
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);
  });

  it('takes a DOCX of 1,000 entries near the limits', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const docx = craftZip([
      ...wordParts(),
      ...Array.from({ length: 998 }, (_, n) => stored(`word/p${n}.xml`, '<p/>')),
    ]);
    const res = await apply(ctx.app, applicant.token, jobId, [
      { name: 'resume.docx', content: docx },
    ]);
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe.each(testDatabaseKinds)('a failed application on %s', (kind) => {
  it('removes the stored resume when the application cannot be recorded', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'firstshift-failing-'));
    const failApplications: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (InsertQueryNode.is(node) && node.into?.table.identifier.name === 'applications') {
          throw new Error('the database is unavailable');
        }
        return node;
      },
      transformResult: ({ result }) => Promise.resolve(result),
    };
    const { app, database } = await buildIsolatedApp(kind, {
      env: { DATA_DIR: dir },
      wrapDb: (db) => db.withPlugin(failApplications),
    });
    try {
      const applicant = await signedInApplicant(database.db);
      const jobId = await createJob(database.db);
      const res = await apply(app, applicant.token, jobId, [
        { name: 'resume.pdf', content: pdfFile(10_000) },
      ]);
      expect(res.statusCode).toBe(500);
      expect(await leftovers(database.db, dir, jobId)).toEqual(nothingLeft);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
