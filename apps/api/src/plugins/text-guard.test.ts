import { UNSAFE_TEXT_MESSAGE } from '@firstshift/domain';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  applicationFields,
  auth,
  multipartBody,
  pdfFile,
  postSavedSearch,
  postApplication,
  signedInApplicant,
} from '../testing/applicant-testing';
import { applicantPayload } from '../testing/auth-testing';
import { createJob, createSavedSearch } from '../testing/factories';
import { postRawJson } from '../testing/http-testing';
import { setupTestApp, testDatabaseKinds } from '../testing/test-app';
import { JSON_BODY_MESSAGE } from './error-handler';
import { ENCODED_BODY_MESSAGE, TOO_DEEP_MESSAGE, brokenQueryField } from './text-guard';

// NUL characters and broken Unicode are bad input on both databases (PostgreSQL cannot store a
// NUL and would answer 500): every route refuses them with 400 and the field.

const dataDir = mkdtempSync(path.join(tmpdir(), 'firstshift-text-guard-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const refused = (field: string) => ({ message: UNSAFE_TEXT_MESSAGE, field });

describe.each(testDatabaseKinds)('unsafe text on %s', (kind) => {
  // A folder of files for each database: the uploads each leaves are its own.
  const kindDir = path.join(dataDir, kind);
  const ctx = setupTestApp(kind, { env: { DATA_DIR: kindDir } });

  it('refuses a body nested thousands deep with 400 before any route or sign-in, at once', async () => {
    const deep = `{"title":${'['.repeat(4_000)}1${']'.repeat(4_000)}}`;
    for (const url of ['/api/jobs/', '/api/auth/login', '/api/applicant/saved-searches']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: deep,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: TOO_DEEP_MESSAGE });
    }
  });

  it('is refused in a query string, a path parameter and a JSON body, naming the field', async () => {
    const search = await ctx.app.inject({ method: 'GET', url: '/api/jobs/?search=cafe%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused('search'));

    const job = await ctx.app.inject({ method: 'GET', url: '/api/jobs/1%00' });
    expect(job.statusCode).toBe(400);
    expect(job.json()).toEqual(refused('id'));

    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/applicant',
      payload: applicantPayload({ first_name: 'Ma\u0000ya' }),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual(refused('first_name'));
    expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('is refused as a lone surrogate sent as a JSON escape', async () => {
    const res = await postRawJson(
      ctx.app,
      '/api/auth/login',
      '{"email":"a@example.test","password":"secret12\\ud800"}',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('password'));
  });

  it('is refused as bytes that are not UTF-8, in a JSON body and in a query', async () => {
    const [before = '', after = ''] = JSON.stringify(
      applicantPayload({ first_name: 'Ma@@ya' }),
    ).split('@@');
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register/applicant',
      headers: { 'content-type': 'application/json' },
      // A byte no UTF-8 text holds, then the three bytes of half a surrogate pair.
      payload: Buffer.concat([
        Buffer.from(before),
        Buffer.from([0xff, 0xed, 0xa0, 0x80]),
        Buffer.from(after),
      ]),
    });
    expect(register.statusCode).toBe(400);
    expect(register.json()).toEqual({ message: UNSAFE_TEXT_MESSAGE });
    expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual([]);

    for (const query of ['search=%ED%A0%80', 'state=OR&search=caf%C3', 'search=%FF%FE']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/jobs/?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual(refused('search'));
    }
    // Well-formed escapes are text like any other.
    const cafe = await ctx.app.inject({ method: 'GET', url: '/api/jobs/?search=caf%C3%A9' });
    expect(cafe.statusCode).toBe(200);
    expect(brokenQueryField('/api/jobs/?a%zz=%FF')).toBe('a%zz');
    expect(brokenQueryField('/api/jobs/?%FF=1')).toBe('');
    expect(brokenQueryField('/api/jobs/?q=a=b%C3')).toBe('q');
    expect(brokenQueryField('/api/jobs/?q=100%25+sure&r=%zz')).toBeUndefined();
  });

  it('is refused in saved searches, nested filters included', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const res = await postSavedSearch(ctx.app, applicant.token, {
      name: 'Cafés',
      filters: { city: 'Reno\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refused('filters.city'));
    expect(await ctx.db.selectFrom('saved_searches').select('id').execute()).toEqual([]);
  });

  it('is refused in a multipart application, leaving no row and no file', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    const body = await multipartBody(applicationFields({ cover_letter: 'Hello\u0000there' }), [
      { name: 'cv.pdf', content: pdfFile(), type: 'application/pdf' },
    ]);
    const res = await postApplication(ctx.app, applicant.token, jobId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refused('cover_letter'));
    expect(await ctx.db.selectFrom('applications').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('files').select('id').execute()).toEqual([]);
    const uploads = path.join(kindDir, 'uploads');
    expect(
      readdirSync(uploads, { recursive: true }).filter((f) => !String(f).endsWith('/')),
    ).toEqual([]);
  });

  it('is refused as bytes that are not UTF-8 in a multipart field; a file name loses them', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const jobId = await createJob(ctx.db);
    // The form parser reads such bytes as U+FFFD: the marks are replaced by the raw bytes.
    const withBytes = (body: { payload: Buffer }, bytes: number[]) => {
      const [before = '', after = ''] = body.payload.toString('latin1').split('@@');
      return Buffer.concat([
        Buffer.from(before, 'latin1'),
        Buffer.from(bytes),
        Buffer.from(after, 'latin1'),
      ]);
    };
    const resume = { name: 'cv.pdf', content: pdfFile(), type: 'application/pdf' };
    const broken = await multipartBody(applicationFields({ first_name: 'Ma@@ya' }), [resume]);
    const res = await postApplication(ctx.app, applicant.token, jobId, {
      ...broken,
      payload: withBytes(broken, [0xed, 0xa0, 0x80, 0xff]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject(refused('first_name'));
    expect(await ctx.db.selectFrom('applications').select('id').execute()).toEqual([]);
    expect(await ctx.db.selectFrom('files').select('id').execute()).toEqual([]);

    const named = await multipartBody(applicationFields(), [{ ...resume, name: 'cv@@.pdf' }]);
    const accepted = await postApplication(ctx.app, applicant.token, jobId, {
      ...named,
      payload: withBytes(named, [0xff]),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const files = await ctx.db.selectFrom('files').select('original_name').execute();
    expect(files).toEqual([{ original_name: 'cv.pdf' }]);
  });

  it('is never read from a body of a type no route reads: 415 saying to send JSON', async () => {
    for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register/applicant',
        headers: { 'content-type': type },
        payload: JSON.stringify(applicantPayload()),
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual({ message: JSON_BODY_MESSAGE });
    }
    expect(await ctx.db.selectFrom('users').select('id').execute()).toEqual([]);
  });

  it('is never read from a compressed body: 415 before the body is read, nothing written', async () => {
    const applicant = await signedInApplicant(ctx.db);
    const json = JSON.stringify({ name: 'Cafés', filters: { city: 'Reno' } });
    const post = (payload: Buffer | string, encoding: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/applicant/saved-searches',
        headers: {
          ...auth(applicant.token),
          'content-type': 'application/json',
          'content-encoding': encoding,
        },
        payload,
      });
    for (const encoding of ['gzip', 'br', 'deflate, gzip']) {
      const res = await post(gzipSync(json), encoding);
      expect(res.statusCode, encoding).toBe(415);
      expect(res.json()).toEqual({ message: ENCODED_BODY_MESSAGE });
    }
    expect(await ctx.db.selectFrom('saved_searches').select('id').execute()).toEqual([]);
    // "identity" is no encoding at all; a request without a body is not refused for its header.
    expect((await post(json, 'identity')).statusCode).toBe(201);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/jobs/',
      headers: { 'content-encoding': 'gzip' },
    });
    expect(list.statusCode).toBe(200);
  });

  it('stored before it was refused, does not break its owner dashboard (job alerts: features/notifications)', async () => {
    const applicant = await signedInApplicant(ctx.db);
    await createJob(ctx.db, { title: 'Barista' });
    await createSavedSearch(ctx.db, applicant.userId, {
      name: 'Old search',
      // JSON text keeps the NUL as an escape, which PostgreSQL stores; the search used to fail.
      filters: JSON.stringify({ search: 'barista\u0000' }),
      last_checked_at: '2020-01-01T00:00:00.000Z',
    });

    const dashboard = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/dashboard',
      headers: auth(applicant.token),
    });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/applicant/saved-searches',
      headers: auth(applicant.token),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ filters: { search: 'barista' } })]);
  });
});
