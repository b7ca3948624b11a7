import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { docxFile, zipFile } from '../../testing/applicant-testing';
import { craftZip, deflated, stored, wordParts, type ZipEntry } from '../../testing/zip-testing';
import { DOCX_LIMITS, inspectZip, StreamTail, ZIP_TAIL_BYTES } from './docx-archive';

const GIB = 1024 ** 3;
const MB = 1024 * 1024;

/** What the upload check sees: the kept tail of the file and its size. */
const inspect = (file: Buffer) => inspectZip(file.subarray(-ZIP_TAIL_BYTES), file.length);

/** `count` small stored entries besides the Word parts. */
const manyEntries = (count: number): ZipEntry[] =>
  Array.from({ length: count }, (_, n) => stored(`word/media/part${n}.xml`, `<p>${n}</p>`));

describe('the ZIP directory of a DOCX', () => {
  it('sums what a real Word document unpacks to', () => {
    const text = Buffer.from('<w:p>I love books and I am free after school.</w:p>'.repeat(200));
    const entries = [...wordParts(), deflated('word/styles.xml', text)];
    expect(inspect(craftZip(entries))).toEqual({
      entries: 3,
      compressedBytes: entries.reduce((sum, entry) => sum + entry.packed.length, 0),
      uncompressedBytes: entries.reduce((sum, entry) => sum + entry.size, 0),
    });
    expect(inspect(docxFile())).toMatchObject({ entries: 3 });
  });

  it('refuses a 2 MB file whose directory claims 2 GiB', () => {
    const bomb = craftZip([
      ...wordParts(),
      { name: 'word/big.xml', packed: randomBytes(2 * MB), method: 8, size: 2 * GIB - 1 },
    ]);
    expect(bomb.length).toBeGreaterThan(2 * MB);
    expect(inspect(bomb)).toBe('too-large');
  });

  it('refuses more than 50 MB in total, even spread over entries of 30 MB', () => {
    const part = (n: number): ZipEntry => ({
      name: `word/part${n}.xml`,
      packed: randomBytes(MB),
      method: 8,
      size: 30 * MB,
    });
    expect(inspect(craftZip([...wordParts(), part(1)]))).toMatchObject({ entries: 3 });
    expect(inspect(craftZip([...wordParts(), part(1), part(2)]))).toBe('too-large');
  });

  it('refuses an archive that unpacks to more than 100 times its size, deflated for real', () => {
    const bomb = craftZip([...wordParts(), deflated('word/zeros.xml', Buffer.alloc(20 * MB))]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(inspect(bomb)).toBe('too-compressed');
    // 50 times is fine.
    const packed = randomBytes(20 * 1024);
    const fine = craftZip([
      ...wordParts(),
      { name: 'word/a.xml', packed, method: 8, size: 50 * packed.length },
    ]);
    expect(inspect(fine)).toMatchObject({ entries: 3 });
  });

  it('takes 1,000 entries and refuses 1,001, counted in the directory', () => {
    const limit = DOCX_LIMITS.entries;
    expect(inspect(craftZip([...wordParts(), ...manyEntries(limit - 2)]))).toMatchObject({
      entries: limit,
    });
    expect(inspect(craftZip([...wordParts(), ...manyEntries(limit - 1)]))).toBe('too-many-entries');
    // The end record may understate the count; the directory is walked.
    const understated = craftZip([...wordParts(), ...manyEntries(limit - 1)], {
      declaredEntries: 3,
    });
    expect(inspect(understated)).toBe('too-many-entries');
    // The test helper's plain archive, with as many entries.
    const entries = Object.fromEntries(
      Array.from({ length: limit + 1 }, (_, n) => [`word/p${n}.xml`, 'x']),
    );
    expect(inspect(zipFile(entries))).toBe('too-many-entries');
  });

  it('refuses ZIP64 markers rather than reading past them', () => {
    const huge: ZipEntry = { ...stored('word/x.xml', 'x'), packedSize: 0xffffffff };
    expect(inspect(craftZip([...wordParts(), { ...huge, size: 0xffffffff }]))).toBe('zip64');
    expect(inspect(craftZip(wordParts(), { declaredEntries: 0xffff }))).toBe('zip64');
  });

  it('refuses a directory too large to have been kept while streaming', () => {
    const longNames = Array.from({ length: 900 }, (_, n) =>
      stored(`word/${String(n).padStart(600, 'x')}.xml`, ''),
    );
    const file = craftZip([...wordParts(), ...longNames]);
    expect(inspect(file)).toBe('directory-too-large');
  });

  it('refuses archives that are not one plain, consistent ZIP', () => {
    const good = craftZip(wordParts());
    // Cut off before its end record.
    expect(inspect(good.subarray(0, good.length - 10))).toBe('unreadable');
    // Data put before it: the directory is no longer where the end record says.
    expect(inspect(Buffer.concat([Buffer.from('MZ....'), good]))).toBe('unreadable');
    // A second end record inside the comment: tools would disagree on which archive it is.
    const fakeEnd = good.subarray(good.length - 22);
    const twoEnds = craftZip(wordParts(), { comment: fakeEnd });
    expect(inspect(twoEnds)).toBe('unreadable');
    // A stored entry whose packed and unpacked sizes differ.
    const lying = { ...stored('word/x.xml', 'tiny'), size: 40 * MB };
    expect(inspect(craftZip([...wordParts(), lying]))).toBe('unreadable');
    // More packed bytes declared than the file holds.
    const packedLie = { ...deflated('word/y.xml', Buffer.from('y')), packedSize: 10 * MB };
    expect(inspect(craftZip([...wordParts(), packedLie]))).toBe('unreadable');
    // The end record names fewer entries than the directory holds.
    expect(inspect(craftZip(wordParts(), { declaredEntries: 1 }))).toBe('unreadable');
  });
});

describe('the tail of a stream', () => {
  it('keeps the last bytes across chunks of any size', () => {
    const content = randomBytes(10_000);
    for (const size of [1, 7, 999, 4096, 20_000]) {
      const tail = new StreamTail(3_000);
      for (let at = 0; at < content.length; at += size) tail.push(content.subarray(at, at + size));
      expect(tail.bytes().equals(content.subarray(-3_000)), `chunks of ${size}`).toBe(true);
    }
    const short = new StreamTail(3_000);
    short.push(content.subarray(0, 100));
    expect(short.bytes().equals(content.subarray(0, 100))).toBe(true);
  });
});
