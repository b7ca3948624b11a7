import { crc32 } from 'node:zlib';
import type { Db } from '../db/create-db';
import { hashSessionToken, newSessionToken } from '../plugins/auth';
import { createApplicant, createBusiness } from './factories';

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

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Upload {
  name: string;
  content: Buffer;
  type?: string;
}

/** A multipart/form-data body built by the platform's own FormData, as a browser would. */
export async function multipartBody(
  fields: Record<string, string>,
  files: Upload[] = [],
  fileField = 'resume',
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
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
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(text);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
