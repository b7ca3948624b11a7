import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../db/create-db';
import { hashSessionToken, newSessionToken } from '../plugins/auth';
import { bearer } from './auth-testing';
import { createApplicant, createBusiness } from './factories';
import { craftZip, stored } from './zip-testing';

// Helpers shared by the applicant area's tests: signed-in users without the cost of a password
// hash, multipart bodies as a browser sends them, and small files of each resume type.

/** A live session for the user; returns its bearer token. */
export async function signIn(db: Db, userId: number): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashSessionToken(token),
      remember: 0,
      expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
    })
    .execute();
  return token;
}

export interface SignedIn {
  userId: number;
  token: string;
}

/** A signed-in applicant; born 2008-01-01 unless told otherwise. */
export async function signedInApplicant(
  db: Db,
  profile: { dateOfBirth?: string } = {},
): Promise<SignedIn> {
  const { userId } = await createApplicant(db, profile);
  return { userId, token: await signIn(db, userId) };
}

export async function signedInBusiness(db: Db): Promise<SignedIn> {
  const { userId } = await createBusiness(db);
  return { userId, token: await signIn(db, userId) };
}

/** The same as auth-testing's `bearer`, by the name the applicant tests use. */
export const auth = bearer;

export interface Upload {
  name: string;
  content: Buffer;
  type?: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body built by the platform's own FormData, as a browser would. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Upload[] = [],
  fileField = 'resume',
): Promise<MultipartBody> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    const blob = new Blob([file.content], { type: file.type ?? 'application/octet-stream' });
    form.append(fileField, blob, file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** The fields the Apply page sends (SPEC §3), all filled in. */
export function applicationFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    first_name: 'Maya',
    last_name: 'Lopez',
    email: 'maya@example.test',
    phone_number: '503-555-0142',
    street_address: '5 Elm St',
    city: 'Portland',
    state: 'OR',
    zip_code: '97201',
    cover_letter: 'I love books and I am free after school.',
    relevant_experience: 'Library volunteer',
    education: 'Lincoln High School',
    availability: 'immediately',
    references: 'Ms. Park, librarian',
    terms_accepted: 'true',
    contact_permission: 'true',
    ...overrides,
  };
}

/** POST /api/applicant/saved-searches with `payload` as the holder of `token`; the answer. */
export function postSavedSearch(app: FastifyInstance, token: string, payload: object) {
  return app.inject({
    method: 'POST',
    url: '/api/applicant/saved-searches',
    headers: bearer(token),
    payload,
  });
}

/** POST /api/applicant/{jobId}/apply with `body` as the holder of `token`; the answer as it is. */
export function postApplication(
  app: FastifyInstance,
  token: string,
  jobId: number | string,
  body: MultipartBody,
) {
  return app.inject({
    method: 'POST',
    url: `/api/applicant/${jobId}/apply`,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

/** Applies to `jobId` with `files` and `fields` (the Apply page's, all filled in, by default). */
export async function apply(
  app: FastifyInstance,
  token: string,
  jobId: number | string,
  files: Upload[] = [],
  fields = applicationFields(),
) {
  return postApplication(app, token, jobId, await multipartBody(fields, files));
}

/** `apply` that must succeed (201); the new application's id. */
export async function applyOk(...args: Parameters<typeof apply>): Promise<number> {
  const res = await apply(...args);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ application_id: number }>().application_id;
}

export function pdfFile(extraBytes = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n';
  return Buffer.concat([Buffer.from(body), Buffer.alloc(extraBytes, 0x20), Buffer.from('%%EOF\n')]);
}

/** An OLE2 compound file whose directory names `streamName` (a Word document has "WordDocument"). */
export function oleFile(streamName = 'WordDocument'): Buffer {
  const file = Buffer.alloc(1536);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(file, 0);
  Buffer.from('Root Entry', 'utf16le').copy(file, 512);
  Buffer.from(streamName, 'utf16le').copy(file, 640);
  return file;
}

/** A ZIP archive of stored (uncompressed) entries, with its central directory. */
export function zipFile(entries: Record<string, string>): Buffer {
  return craftZip(Object.entries(entries).map(([name, text]) => stored(name, text)));
}

export function docxFile(): Buffer {
  return zipFile({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<?xml version="1.0"?><Relationships/>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}

/** A Windows executable: "MZ" and a body. */
export function executableFile(): Buffer {
  return Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
}
