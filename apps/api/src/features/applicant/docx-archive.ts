// A DOCX is a ZIP archive. Before one is kept, its central directory (the index at the end of
// the file) is read to see what it would unpack to, without unpacking anything: a few MB can
// claim gigabytes (a "zip bomb") and take down whatever opens it later (decision 020).

export const DOCX_LIMITS = {
  entries: 1_000,
  /** Total size of the entries once unpacked. */
  uncompressedBytes: 50 * 1024 * 1024,
  /** Unpacked bytes per packed byte, over the whole archive (Word's own files stay near 10). */
  ratio: 100,
};

/**
 * How much of the end of a ZIP upload is kept while it streams: its central directory and end
 * record must lie within it. 1,000 entries with names of a few hundred bytes and the longest
 * archive comment fit; a Word document's directory takes a few kilobytes.
 */
export const ZIP_TAIL_BYTES = 512 * 1024;

export type ZipProblem =
  /** Not a well-formed single-part archive: no end record, entries outside the directory… */
  | 'unreadable'
  /** ZIP64 markers, which only an archive of more than 4 GB or 65,535 entries needs. */
  | 'zip64'
  | 'directory-too-large'
  | 'too-many-entries'
  | 'too-large'
  | 'too-compressed';

export interface ZipSummary {
  entries: number;
  compressedBytes: number;
  uncompressedBytes: number;
}

const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const ENTRY_SIGNATURE = 0x02014b50;
const ENTRY_SIZE = 46;
const MAX_COMMENT = 0xffff;
const ZIP64_16 = 0xffff;
const ZIP64_32 = 0xffffffff;
const STORED = 0;

/**
 * Where the end-of-central-directory record starts: the one whose comment ends the file. -1
 * when there is none, or more than one (tools would disagree on which archive this is).
 */
function findEndRecord(tail: Buffer): number {
  const lowest = Math.max(0, tail.length - END_SIZE - MAX_COMMENT);
  let found = -1;
  for (let at = tail.length - END_SIZE; at >= lowest; at--) {
    if (tail.readUInt32LE(at) !== END_SIGNATURE) continue;
    if (at + END_SIZE + tail.readUInt16LE(at + 20) !== tail.length) continue;
    if (found >= 0) return -1;
    found = at;
  }
  return found;
}

/**
 * Reads the central directory in `tail`, the last bytes of a ZIP file of `fileSize` bytes, and
 * says what the archive holds, or what is wrong with it against DOCX_LIMITS. Sizes are those the
 * directory declares.
 */
export function inspectZip(tail: Buffer, fileSize: number): ZipSummary | ZipProblem {
  const end = findEndRecord(tail);
  if (end < 0) return 'unreadable';
  const diskEntries = tail.readUInt16LE(end + 8);
  const totalEntries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if ([diskEntries, totalEntries].includes(ZIP64_16)) return 'zip64';
  if ([directorySize, directoryOffset].includes(ZIP64_32)) return 'zip64';
  // One part only (a DOCX is never split across disks): this disk and the directory's are 0.
  const disks = [tail.readUInt16LE(end + 4), tail.readUInt16LE(end + 6)];
  if (disks.some((disk) => disk !== 0) || diskEntries !== totalEntries) return 'unreadable';
  if (totalEntries > DOCX_LIMITS.entries) return 'too-many-entries';

  // The directory ends where the end record starts, at the offset the record gives.
  const start = end - directorySize;
  if (start < 0) return fileSize > tail.length ? 'directory-too-large' : 'unreadable';
  if (fileSize - tail.length + start !== directoryOffset) return 'unreadable';

  const summary: ZipSummary = { entries: 0, compressedBytes: 0, uncompressedBytes: 0 };
  let at = start;
  while (at < end) {
    if (at + ENTRY_SIZE > end || tail.readUInt32LE(at) !== ENTRY_SIGNATURE) return 'unreadable';
    const compressed = tail.readUInt32LE(at + 20);
    const uncompressed = tail.readUInt32LE(at + 24);
    if ([compressed, uncompressed, tail.readUInt32LE(at + 42)].includes(ZIP64_32)) return 'zip64';
    if (tail.readUInt16LE(at + 10) === STORED && compressed !== uncompressed) return 'unreadable';
    summary.entries += 1;
    if (summary.entries > DOCX_LIMITS.entries) return 'too-many-entries';
    summary.compressedBytes += compressed;
    summary.uncompressedBytes += uncompressed;
    const name = tail.readUInt16LE(at + 28);
    const extra = tail.readUInt16LE(at + 30);
    const comment = tail.readUInt16LE(at + 32);
    at += ENTRY_SIZE + name + extra + comment;
  }
  if (at !== end || summary.entries !== totalEntries) return 'unreadable';
  // Packed data cannot be larger than the file that holds it.
  if (summary.compressedBytes > fileSize) return 'unreadable';
  if (summary.uncompressedBytes > DOCX_LIMITS.uncompressedBytes) return 'too-large';
  if (summary.uncompressedBytes > DOCX_LIMITS.ratio * summary.compressedBytes) {
    return 'too-compressed';
  }
  return summary;
}

/** The last `limit` bytes of a stream, kept chunk by chunk without copying until asked. */
export class StreamTail {
  #chunks: Buffer[] = [];
  #bytes = 0;

  constructor(readonly limit: number) {}

  push(chunk: Buffer): void {
    this.#chunks.push(chunk);
    this.#bytes += chunk.length;
    // Drops the oldest chunks while the others still hold `limit` bytes.
    while (this.#bytes - (this.#chunks[0]?.length ?? this.#bytes) >= this.limit) {
      this.#bytes -= this.#chunks.shift()?.length ?? 0;
    }
  }

  bytes(): Buffer {
    const all = Buffer.concat(this.#chunks);
    return all.subarray(Math.max(0, all.length - this.limit));
  }
}
