import { RESUME_MAX_BYTES } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { InsertQueryNode, type KyselyPlugin } from 'kysely';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/create-db';
import { createJob } from '../../testing/factories';
import { buildIsolatedApp, setupTestApp, testDatabaseKinds } from '../../testing/test-app';
import {
  applicationFields,
  auth,
  executableFile,
  multipartBody,
  pdfFile,
  signedInApplicant,
  type Upload,
  zipFile,
} from '../../testing/applicant-testing';

// Refused uploads (DESIGN §5): the type by content, the 5 MB limit while streaming, and nothing
// left behind — no stored file, no files row, no application, no applicant counted.

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
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
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

async function apply(app: FastifyInstance, token: string, jobId: number, files: Upload[]) {
  const body = await multipartBody(applicationFields(), files);
  return app.inject({
    method: 'POST',
    url: `/api/applicant/${jobId}/apply`,
    payload: body.payload,
    headers: { ...auth(token), ...body.headers },
  });
}

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
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/${jobId}/apply`,
      payload: body.payload,
      headers: { ...auth(applicant.token), ...body.headers },
    });
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
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/applicant/${jobId}/apply`,
      payload: body.payload.subarray(0, body.payload.length - 20_000),
      headers: { ...auth(applicant.token), ...body.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The application form could not be read. Please try again.',
    });
    expect(await leftovers(ctx.db, dataDir, jobId)).toEqual(nothingLeft);
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
