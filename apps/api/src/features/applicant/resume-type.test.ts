import { describe, expect, it } from 'vitest';
import {
  docxFile,
  executableFile,
  oleFile,
  pdfFile,
  zipFile,
} from '../../testing/applicant-testing';
import { ResumeTypeDetector } from './resume-type';

/** Feeds `content` in chunks of `size` bytes, as a stream would. */
function detect(content: Buffer, size = content.length || 1) {
  const detector = new ResumeTypeDetector();
  for (let at = 0; at < content.length; at += size) {
    if (!detector.push(content.subarray(at, at + size))) return { type: null, stoppedAt: at };
  }
  return { type: detector.finish(), stoppedAt: null };
}

describe('resume type by content', () => {
  it.each([1, 3, 7, 64, 100_000])('recognises PDF, DOC and DOCX in chunks of %i bytes', (size) => {
    expect(detect(pdfFile(), size).type).toBe('pdf');
    expect(detect(oleFile(), size).type).toBe('doc');
    expect(detect(docxFile(), size).type).toBe('docx');
  });

  it('finds the DOCX word/ entry in the central directory when no local header names it first', () => {
    const docx = docxFile();
    // Only the central directory (after the entries) remains to name word/.
    const centralOnly = Buffer.from(docx);
    centralOnly.write('zzzz/', docx.indexOf('word/'));
    expect(detect(centralOnly, 5).type).toBe('docx');
  });

  it('refuses an executable at its first bytes, whatever it is called', () => {
    expect(detect(executableFile(), 1024)).toEqual({ type: null, stoppedAt: 0 });
  });

  it('refuses other OLE2 files (a spreadsheet) and ZIP archives that are not Word documents', () => {
    expect(detect(oleFile('Workbook')).type).toBeNull();
    expect(detect(zipFile({ 'photos/cat.jpg': 'meow' })).type).toBeNull();
    expect(detect(zipFile({ 'xl/workbook.xml': '<workbook/>' })).type).toBeNull();
  });

  it('says whether the upload may be a ZIP archive, whose directory is then checked', () => {
    const detector = new ResumeTypeDetector();
    expect(detector.mayBeZip).toBe(true);
    detector.push(docxFile().subarray(0, 3));
    expect(detector.mayBeZip).toBe(true);
    detector.push(docxFile().subarray(3));
    expect(detector.mayBeZip).toBe(true);
    const pdf = new ResumeTypeDetector();
    pdf.push(pdfFile());
    expect(pdf.mayBeZip).toBe(false);
  });

  it('refuses empty and tiny files', () => {
    expect(detect(Buffer.alloc(0)).type).toBeNull();
    expect(detect(Buffer.from('%PD')).type).toBeNull();
    expect(detect(Buffer.from('PK\x03\x04', 'latin1')).type).toBeNull();
  });
});
