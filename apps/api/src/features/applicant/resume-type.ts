// Resumes are recognised by their content, never by the name or the declared type (DESIGN §5):
// - PDF: starts with "%PDF-";
// - DOC (Word 97–2003): an OLE2 compound file (D0 CF 11 E0 A1 B1 1A E1) whose directory names a
//   "WordDocument" stream, which tells it from other OLE2 files (Excel, installers);
// - DOCX: a ZIP ("PK\x03\x04") with an entry under "word/", found in a local file header or in
//   the central directory, wherever it lies in the file.

export type ResumeType = 'pdf' | 'doc' | 'docx';

export const RESUME_CONTENT_TYPES: Record<ResumeType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The extension a resume's download name takes, whatever it was uploaded as. */
export const RESUME_EXTENSIONS: Record<ResumeType, string> = {
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
};

type Container = 'pdf' | 'ole2' | 'zip' | 'other';

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
const ZIP_MAGIC = Buffer.from('PK\x03\x04', 'latin1');
const HEAD_BYTES = OLE2_MAGIC.length;

const WORD_DOCUMENT_STREAM = Buffer.from('WordDocument', 'utf16le');
const WORD_FOLDER = Buffer.from('word/', 'latin1');
/** ZIP headers that carry an entry name, and where the name starts after the signature. */
const ZIP_NAME_HEADERS = [
  { signature: Buffer.from('PK\x01\x02', 'latin1'), nameOffset: 46 },
  { signature: ZIP_MAGIC, nameOffset: 30 },
];
/** Bytes kept between chunks, so that a header split across two chunks is still read. */
const CARRY_BYTES = 46 + WORD_FOLDER.length - 1;

function containerOf(head: Buffer): Container {
  if (head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  if (head.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return 'ole2';
  if (head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) return 'zip';
  return 'other';
}

function namesWordEntry(window: Buffer): boolean {
  for (const { signature, nameOffset } of ZIP_NAME_HEADERS) {
    for (let at = window.indexOf(signature); at !== -1; at = window.indexOf(signature, at + 1)) {
      const name = at + nameOffset;
      if (window.subarray(name, name + WORD_FOLDER.length).equals(WORD_FOLDER)) return true;
    }
  }
  return false;
}

/**
 * Reads an upload chunk by chunk while it streams. `push` answers false as soon as the first
 * bytes rule a resume out, so that the upload can stop there; `finish` gives the type once the
 * whole file has been seen (DOC and DOCX are confirmed by a name anywhere in the file).
 */
export class ResumeTypeDetector {
  #head = Buffer.alloc(0);
  #container: Container | undefined;
  #carry = Buffer.alloc(0);
  #confirmed = false;

  push(chunk: Buffer): boolean {
    if (this.#container === undefined) {
      this.#head = Buffer.concat([this.#head, chunk.subarray(0, HEAD_BYTES)]);
      if (this.#head.length >= HEAD_BYTES) this.#container = containerOf(this.#head);
    }
    if (this.#container === 'other') return false;
    if (this.#container === 'pdf' || this.#confirmed) return true;

    const window = Buffer.concat([this.#carry, chunk]);
    if (this.#container === 'ole2') this.#confirmed = window.includes(WORD_DOCUMENT_STREAM);
    if (this.#container === 'zip') this.#confirmed = namesWordEntry(window);
    this.#carry = window.subarray(Math.max(0, window.length - CARRY_BYTES));
    return true;
  }

  /** Whether the upload may be a ZIP archive (a DOCX, if anything), whose directory is checked too. */
  get mayBeZip(): boolean {
    return this.#container === undefined || this.#container === 'zip';
  }

  /** The resume's type, or null when the content is not a PDF, DOC or DOCX. */
  finish(): ResumeType | null {
    const container = this.#container ?? containerOf(this.#head);
    if (container === 'pdf') return 'pdf';
    if (container === 'ole2' && this.#confirmed) return 'doc';
    if (container === 'zip' && this.#confirmed) return 'docx';
    return null;
  }
}
