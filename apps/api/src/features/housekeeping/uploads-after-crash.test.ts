import type { LoginResponse } from '@firstshift/domain';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../../db/create-db';
import { localFileStorage, PENDING_PREFIX } from '../../plugins/storage';
import { applicationFields, pdfFile } from '../../testing/applicant-testing';
import { parseEml } from '../../testing/eml';
import { applicantPayload, businessPayload } from '../../testing/auth-testing';
import { jobPayload } from '../../testing/business-jobs-testing';
import { type ServerProcess, serverSite, startServer } from '../../testing/server-process';
import { testDatabaseKinds } from '../../testing/test-app';
import { sweepUploads } from './sweep-uploads';

// Decision 020: the real server, killed with SIGKILL in the middle of a burst of applications
// with resumes and started again, keeps every application it acknowledged and, once its
// start-up sweep has run, no resume file without its row nor a row without its file; and its
// mail outbox resumes: every mail the acknowledged applications caused is sent, a copy sent
// twice (sent, then the crash before it was recorded) carrying the same Message-ID.

const APPLICANTS = 4;
const JOBS = 12;
/** Requests in flight at once: enough that several are cut off mid-way by the kill. */
const CONCURRENCY = 8;
/** Acknowledged applications before the kill. */
const KILL_AFTER = 10;
const RESUME = pdfFile(200_000);

async function post<T>(server: ServerProcess, url: string, body: unknown, token?: string) {
  const res = await fetch(server.origin + url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  expect(res.status, `${url}: ${await res.clone().text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** A business with `JOBS` published jobs, and `APPLICANTS` signed-in applicants. */
async function boardWithApplicants(server: ServerProcess) {
  const business = await post<LoginResponse>(server, '/api/auth/register/business', {
    ...businessPayload(),
  });
  const jobIds: number[] = [];
  for (let n = 0; n < JOBS; n++) {
    const job = await post<{ id: number }>(
      server,
      '/api/jobs/',
      jobPayload({ action: 'save_and_publish', minimum_age_required: 14 }),
      business.access_token,
    );
    jobIds.push(job.id);
  }
  const tokens: string[] = [];
  for (let n = 0; n < APPLICANTS; n++) {
    const payload = applicantPayload({ date_of_birth: '2005-05-04' });
    await post(server, '/api/auth/register/applicant', payload);
    const login = await post<LoginResponse>(server, '/api/auth/login', {
      email: payload.email,
      password: payload.password,
    });
    tokens.push(login.access_token);
  }
  return { jobIds, tokens };
}

function applyRequest(server: ServerProcess, token: string, jobId: number) {
  const form = new FormData();
  for (const [name, value] of Object.entries(applicationFields())) form.append(name, value);
  form.append('resume', new Blob([RESUME], { type: 'application/pdf' }), 'resume.pdf');
  return fetch(`${server.origin}/api/applicant/${jobId}/apply`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}

/**
 * Sends every application, `CONCURRENCY` at a time, and kills the server with SIGKILL once
 * `KILL_AFTER` are acknowledged. Answers the ids of the acknowledged ones and how many were
 * cut off.
 */
async function burstUntilKilled(server: ServerProcess, tokens: string[], jobIds: number[]) {
  const queue = tokens.flatMap((token) => jobIds.map((jobId) => ({ token, jobId })));
  const acknowledged: number[] = [];
  const refused: string[] = [];
  let cutOff = 0;
  const worker = async () => {
    for (let next = queue.shift(); next && !server.child.killed; next = queue.shift()) {
      let res: Response;
      try {
        res = await applyRequest(server, next.token, next.jobId);
      } catch {
        cutOff += 1;
        continue;
      }
      if (res.status !== 201) {
        refused.push(`${res.status} ${await res.text()}`);
        continue;
      }
      acknowledged.push(((await res.json()) as { application_id: number }).application_id);
      // Once: the workers share one thread, and the count grows by one at a time.
      if (acknowledged.length === KILL_AFTER) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(refused).toEqual([]);
  expect(server.child.killed).toBe(true);
  return { acknowledged, cutOff };
}

/** How the upload folder and the files rows disagree; all empty when they agree. */
async function disagreements(db: Db, uploads: string) {
  const names = existsSync(uploads) ? readdirSync(uploads) : [];
  const rows = await db.selectFrom('files').select(['storage_key', 'size_bytes']).execute();
  const keys = new Set(rows.map((row) => row.storage_key));
  const permanent = names.filter((name) => !name.startsWith(PENDING_PREFIX));
  const pending = names.filter((name) => name.startsWith(PENDING_PREFIX));
  return {
    filesWithoutRow: permanent.filter((name) => !keys.has(name)),
    rowsWithoutFile: rows.filter((row) => !permanent.includes(row.storage_key)),
    rowsOfPendingFiles: pending.filter((name) => keys.has(name.slice(PENDING_PREFIX.length))),
    incompleteFiles: rows.filter(
      (row) =>
        permanent.includes(row.storage_key) &&
        statSync(path.join(uploads, row.storage_key)).size !== row.size_bytes,
    ),
  };
}
/** The Message-IDs of the .eml files the server wrote, one entry per file. */
function mailedMessageIds(outbox: string): string[] {
  const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
  return files.map(
    (file) => parseEml(readFileSync(path.join(outbox, file), 'utf8')).headers['message-id'] ?? '',
  );
}

const agreement = {
  filesWithoutRow: [],
  rowsWithoutFile: [],
  rowsOfPendingFiles: [],
  incompleteFiles: [],
};

describe.each(testDatabaseKinds)('a server killed during a burst of applications on %s', (kind) => {
  it('keeps every acknowledged application, leaves no resume without its row and sends every mail', async () => {
    const site = await serverSite(kind, { WEB_CONCURRENCY: '1' });
    const first = await startServer(site.env);
    const { jobIds, tokens } = await boardWithApplicants(first);

    const { acknowledged, cutOff } = await burstUntilKilled(first, tokens, jobIds);
    expect(await first.exited).toBeNull();
    expect(cutOff).toBeGreaterThan(0);

    const second = await startServer(site.env);
    const db = site.openDb();
    onTestFinished(() => db.destroy());
    // The start-up sweep runs once the server listens; it has run when the folder agrees.
    await expect
      .poll(() => disagreements(db, site.uploads), { timeout: 30_000, interval: 100 })
      .toEqual(agreement);
    const recorded = await db.selectFrom('applications').select(['id', 'resume_file_id']).execute();
    expect(recorded.map((row) => row.id)).toEqual(expect.arrayContaining(acknowledged));
    expect(recorded.every((row) => row.resume_file_id !== null)).toBe(true);

    // The outbox resumes: a mail per recorded application, every one sent (a claim cut off by
    // the kill is taken over once its 30-second lease runs out), none twice under two names.
    const mails = await db.selectFrom('mail_outbox').select(['id', 'dedupe_key']).execute();
    expect(mails.map((mail) => mail.dedupe_key).sort()).toEqual(
      recorded.map((row) => `new-application:${row.id}`).sort(),
    );
    await expect
      .poll(
        async () =>
          (await db.selectFrom('mail_outbox').select('status').execute()).filter(
            (row) => row.status !== 'sent',
          ).length,
        { timeout: 60_000, interval: 250 },
      )
      .toBe(0);
    // Every file names its row in its Message-ID (outbox-<id>.<digest>@…): one set of rows.
    const mailedRows = mailedMessageIds(site.outbox).map((id) => /^<outbox-(\d+)\./.exec(id)?.[1]);
    expect(new Set(mailedRows)).toEqual(new Set(mails.map((mail) => String(mail.id))));

    // Pending files of the uploads the kill cut off may stay until they are old enough; then
    // the folder holds exactly the recorded resumes.
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    const anHourLater = new Date(Date.now() + 60 * 60_000);
    await sweepUploads(db, localFileStorage(site.uploads), anHourLater);
    const keys = (await db.selectFrom('files').select('storage_key').execute()).map(
      (row) => row.storage_key,
    );
    expect(readdirSync(site.uploads).sort()).toEqual(keys.sort());
  }, 240_000);
});
