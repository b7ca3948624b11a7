import { RESUME_MAX_BYTES } from '@firstshift/domain';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/create-db';
import {
  applicationFields,
  apply,
  executableFile,
  pdfFile,
  type Upload,
} from '../testing/applicant-testing';
import { bearer, registerApplicant, registerBusiness } from '../testing/auth-testing';
import { postJob } from '../testing/business-jobs-testing';
import { createApplicant } from '../testing/factories';
import { useS3Server } from '../testing/s3-server';
import { buildIsolatedApp, testDatabaseKinds } from '../testing/test-app';
import { craftZip, deflated, wordParts } from '../testing/zip-testing';
import { PENDING_PREFIX } from './storage';

// FILE_STORAGE=s3 through the API (decision 023), against a real S3-compatible server: an
// application's resume goes into the bucket and the business downloads it from there; nothing
// of a refused or failed upload stays; account deletion and the upload sweep reach the bucket.

const s3 = useS3Server();

const OLD = () => new Date(Date.now() - 11 * 60_000);
const newKey = () => randomBytes(16).toString('hex');

async function countRows(db: Db, table: 'files' | 'applications') {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

describe.each(testDatabaseKinds)('resumes in an S3 bucket on %s', (kind) => {
  /** An API whose uploads go to a new bucket, a business with a live job and an applicant. */
  async function board() {
    const bucket = await s3.current.newBucket();
    const { app, database } = await buildIsolatedApp(kind, { env: s3.current.env(bucket) });
    const business = await registerBusiness(app);
    const job = await postJob(app, business.access_token, {
      title: 'Bookshop Helper',
      minimum_age_required: 14,
      action: 'save_and_publish',
    });
    const applicant = await registerApplicant(app);
    return {
      app,
      db: database.db,
      bucket,
      business,
      job,
      applicant,
      objects: () => s3.current.objectNames(bucket),
    };
  }

  it('keeps an applied resume in the bucket, where the business downloads it from', async () => {
    const { app, db, business, job, applicant, objects } = await board();
    const resume = pdfFile(300_000);
    const res = await apply(app, applicant.access_token, job.id, [
      { name: 'Maya Lopez resume.pdf', content: resume, type: 'application/pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const { application_id: applicationId } = res.json<{ application_id: number }>();

    const file = await db.selectFrom('files').selectAll().executeTakeFirstOrThrow();
    expect(file).toMatchObject({ size_bytes: resume.length, content_type: 'application/pdf' });
    // Permanent once its row was committed: nothing is left pending.
    expect(await objects()).toEqual([`uploads/${file.storage_key}`]);

    const download = await app.inject({
      method: 'GET',
      url: `/api/business/applications/${applicationId}/resume`,
      headers: bearer(business.access_token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(String(download.headers['content-disposition'])).toContain(
      'filename="Maya Lopez resume.pdf"',
    );
    expect(download.rawPayload.equals(resume)).toBe(true);
  });

  it('leaves nothing in the bucket of a refused resume, at its first bytes, past 5 MB or at its end', async () => {
    const { app, db, job, applicant, objects } = await board();
    const bomb = craftZip([
      ...wordParts(),
      deflated('word/zeros.xml', Buffer.alloc(20 * 1024 * 1024)),
    ]);
    const cases: [Upload, number, string][] = [
      [{ name: 'cv.pdf', content: executableFile() }, 415, 'The resume must be a PDF'],
      [{ name: 'cv.pdf', content: pdfFile(RESUME_MAX_BYTES) }, 413, 'The resume must be 5 MB'],
      [{ name: 'cv.docx', content: bomb }, 400, 'This DOCX file cannot be accepted'],
    ];
    for (const [upload, status, message] of cases) {
      const res = await apply(app, applicant.access_token, job.id, [upload]);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual({ message: expect.stringContaining(message), field: 'resume' });
    }
    expect(await objects()).toEqual([]);
    expect(await countRows(db, 'files')).toBe(0);
  });

  it('removes the resume of an application that is refused after its upload', async () => {
    const { app, db, job, applicant, objects } = await board();
    const res = await apply(
      app,
      applicant.access_token,
      job.id,
      [{ name: 'cv.pdf', content: pdfFile() }],
      applicationFields({ email: 'not an address' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'email' });
    expect(await objects()).toEqual([]);
    expect(await countRows(db, 'applications')).toBe(0);
  });

  it('removes the resume from the bucket when its applicant deletes the account', async () => {
    const { app, job, applicant, objects } = await board();
    const res = await apply(app, applicant.access_token, job.id, [
      { name: 'cv.pdf', content: pdfFile() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(await objects()).toHaveLength(1);

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: bearer(applicant.access_token),
      payload: { password: 'secret123' },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await objects()).toEqual([]);
  });

  it('sweeps what crashes left in the bucket once the server listens', async () => {
    const { app, db, bucket, objects } = await board();
    const put = async (name: string, when: Date) => {
      await s3.current.putObject(bucket, `uploads/${name}`);
      await s3.current.age(bucket, `uploads/${name}`, when);
    };
    const recorded = newKey();
    const committedBeforeCrash = newKey();
    const abandoned = newKey();
    const orphan = newKey();
    const { userId } = await createApplicant(db);
    await db
      .insertInto('files')
      .values(
        [recorded, committedBeforeCrash].map((key) => ({
          owner_user_id: userId,
          storage_key: key,
          original_name: 'resume.pdf',
          content_type: 'application/pdf',
          size_bytes: 15,
          created_at: new Date().toISOString(),
        })),
      )
      .execute();
    await put(recorded, OLD());
    // Committed, then a crash before it was made permanent.
    await put(PENDING_PREFIX + committedBeforeCrash, OLD());
    // An upload cut off, or a crash before its row was committed.
    await put(PENDING_PREFIX + abandoned, OLD());
    // A crash while an account was being deleted.
    await put(orphan, OLD());

    await app.listen({ port: 0, host: '127.0.0.1' });
    await expect
      .poll(objects, { timeout: 15_000 })
      .toEqual([`uploads/${committedBeforeCrash}`, `uploads/${recorded}`].sort());
  });
});

describe('starting on a bucket that cannot be used', () => {
  it('stops the start-up and says what to check', async () => {
    const { app } = await buildIsolatedApp('sqlite', {
      env: s3.current.env('no-such-bucket'),
    });
    await expect(app.ready()).rejects.toThrow(
      /FILE_STORAGE=s3: the bucket "no-such-bucket" cannot be used at http:\/\/127\.0\.0\.1:\d+ .*Check S3_BUCKET, S3_ENDPOINT/,
    );
  });
});
