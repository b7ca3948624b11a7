import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { RESUME_MAX_BYTES, UNSAFE_TEXT_MESSAGE } from '@firstshift/domain';
import type { FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { uploadedFileName } from '../../lib/file-name';
import { HttpError } from '../../lib/http-error';
import type { FileStorage, StoredFile } from '../../plugins/storage';
import type { StoredResume } from './apply.repository';
import { inspectZip, StreamTail, ZIP_TAIL_BYTES } from './docx-archive';
import {
  RESUME_CONTENT_TYPES,
  RESUME_EXTENSIONS,
  type ResumeType,
  ResumeTypeDetector,
} from './resume-type';

export const RESUME_TYPE_MESSAGE = 'The resume must be a PDF, DOC or DOCX file.';
export const RESUME_SIZE_MESSAGE = 'The resume must be 5 MB or smaller.';
export const RESUME_ARCHIVE_MESSAGE =
  'This DOCX file cannot be accepted: it unpacks to far more data than a resume holds. Save it again or send it as a PDF.';
export const ONE_RESUME_MESSAGE = 'Attach one resume only.';
export const ONLY_RESUME_MESSAGE = 'Only a resume can be attached.';
export const FORM_TOO_LARGE_MESSAGE = 'The application has too many fields.';
export const FORM_UNREADABLE_MESSAGE = 'The application form could not be read. Please try again.';

const RESUME_FIELD = 'resume';

/**
 * Parser limits of the apply form: one file of at most 5 MB (the stream is cut there), and room
 * for the text fields of SPEC §3 (the longest, a cover letter, is at most 10,000 characters).
 */
export const APPLY_FORM_LIMITS = {
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  fields: 30,
  fieldSize: 64 * 1024,
  parts: 40,
  headerPairs: 100,
};

export interface ApplicationForm {
  /** Text fields by name, unvalidated (applicationFieldsSchema checks them). */
  fields: Record<string, unknown>;
  /** The stored resume, when one was chosen. */
  resume: StoredResume | null;
}

const typeRefused = () => new HttpError(415, RESUME_TYPE_MESSAGE, RESUME_FIELD);
const tooLarge = () => new HttpError(413, RESUME_SIZE_MESSAGE, RESUME_FIELD);

/**
 * Why a DOCX of `size` bytes ending with `tail` is refused, from its ZIP directory (decision
 * 020); null when it is fine. A broken archive is not a DOCX; one that unpacks to too much is
 * refused as such.
 */
function archiveRefusal(tail: Buffer, size: number): HttpError | null {
  const found = inspectZip(tail, size);
  if (typeof found !== 'string') return null;
  if (found === 'unreadable') return typeRefused();
  return new HttpError(400, RESUME_ARCHIVE_MESSAGE, RESUME_FIELD);
}

/**
 * Reads the multipart body of an application, streaming the resume into storage as it arrives.
 * Whatever fails — a refused type, a file over 5 MB, a broken form — nothing stays stored.
 */
export async function readApplicationForm(
  request: FastifyRequest,
  storage: FileStorage,
): Promise<ApplicationForm> {
  const fields: Record<string, unknown> = {};
  let resume: StoredResume | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = fieldValue(part);
      } else if (part.fieldname !== RESUME_FIELD || resume) {
        part.file.destroy();
        throw part.fieldname === RESUME_FIELD
          ? new HttpError(400, ONE_RESUME_MESSAGE, RESUME_FIELD)
          : new HttpError(400, ONLY_RESUME_MESSAGE, part.fieldname);
      } else {
        resume = await storeResume(part, storage);
      }
    }
  } catch (error) {
    if (resume) await storage.remove(resume.key);
    throw formError(error);
  }
  return { fields, resume };
}

/**
 * A text field's value. The form parser reads a field's bytes leniently: a sequence that is not
 * UTF-8 arrives as U+FFFD, which cannot be told from one sent as such. Browsers send a form's
 * fields as UTF-8, so a field holding U+FFFD is refused as broken text, as the same bytes are in
 * a JSON body or a query (plugins/text-guard.ts).
 */
function fieldValue(part: MultipartValue): unknown {
  if (part.valueTruncated) throw new HttpError(400, 'This field is too long.', part.fieldname);
  const { value } = part;
  if (typeof value === 'string' && value.includes(REPLACEMENT_CHARACTER)) {
    throw new HttpError(400, UNSAFE_TEXT_MESSAGE, part.fieldname);
  }
  return value;
}

const REPLACEMENT_CHARACTER = '\uFFFD';

/**
 * Streams the file into storage, checking its type on the way and stopping it at 5 MB; a DOCX's
 * ZIP directory is checked at its end, from the tail kept meanwhile. An empty part without a
 * file name is a file input left empty (no resume); null then.
 */
async function storeResume(
  part: MultipartFile,
  storage: FileStorage,
): Promise<StoredResume | null> {
  const source = part.file;
  const detector = new ResumeTypeDetector();
  const tail = new StreamTail(ZIP_TAIL_BYTES);
  let bytes = 0;
  // Set once the stream ends (in flush): an object, so that no check before assumes it unset.
  const detected: { type: ResumeType | null } = { type: null };
  const checked = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (!detector.push(chunk)) {
        done(typeRefused());
        return;
      }
      if (detector.mayBeZip) tail.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (source.truncated) {
        done(tooLarge());
        return;
      }
      if (bytes === 0 && !part.filename) {
        done();
        return;
      }
      const type = (detected.type = detector.finish());
      if (!type) {
        done(typeRefused());
        return;
      }
      done(type === 'docx' ? archiveRefusal(tail.bytes(), bytes) : null);
    },
  });
  // Refused the moment the limit is passed, not once the rest has been read.
  source.once('limit', () => checked.destroy(tooLarge()));

  let stored: StoredFile;
  try {
    stored = await storage.save(source, checked);
  } catch (error) {
    // Stops the parser reading a file nobody wants any more.
    source.destroy();
    throw error;
  }
  const { type } = detected;
  if (!type) {
    await storage.remove(stored.key);
    return null;
  }
  return {
    ...stored,
    // Named by what it is: a PDF sent as "cv.html" is kept, and downloads, as "cv.pdf".
    originalName: uploadedFileName(part.filename, RESUME_EXTENSIONS[type], 'resume'),
    contentType: RESUME_CONTENT_TYPES[type],
  };
}

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;

/**
 * The form parser's failures as client errors with a clear message: its own (FST_…) and the
 * plain Errors of a malformed body. Anything else (storage, a bug) stays a server error.
 */
function formError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = errorCode(error);
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return new HttpError(400, ONE_RESUME_MESSAGE, RESUME_FIELD);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, FORM_TOO_LARGE_MESSAGE);
  }
  const malformed =
    (typeof code === 'string' && code.startsWith('FST_')) ||
    (error instanceof Error && error.constructor === Error && code === undefined);
  return malformed ? new HttpError(400, FORM_UNREADABLE_MESSAGE) : error;
}
