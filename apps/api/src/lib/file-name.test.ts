import { describe, expect, it } from 'vitest';
import { uploadedFileName, withoutUnsafeCharacters } from './file-name';

const asPdf = (name: string | undefined) => uploadedFileName(name, 'pdf', 'resume');

describe('uploaded file names', () => {
  it('take the extension of what the file is, in place of the one it came with', () => {
    expect(asPdf('cv.html')).toBe('cv.pdf');
    expect(asPdf('Maya Lopez resume.PDF')).toBe('Maya Lopez resume.pdf');
    expect(asPdf('resume')).toBe('resume.pdf');
    expect(asPdf('cv.pdf.exe')).toBe('cv.pdf.pdf');
    expect(asPdf('cv .html. ')).toBe('cv.pdf');
    expect(uploadedFileName('letter.doc', 'docx', 'resume')).toBe('letter.docx');
    // A last part without letters is not an extension.
    expect(asPdf('resume v1.2')).toBe('resume v1.2.pdf');
  });

  it('keep no folders', () => {
    expect(asPdf('C:\\Users\\maya\\cv.pdf')).toBe('cv.pdf');
    expect(asPdf('../../etc/passwd')).toBe('passwd.pdf');
  });

  it('lose control and bidirectional characters, which could disguise what the file is', () => {
    // Shown as "cvexe.pdf" with the override: it is a PDF called cvfdp.
    expect(asPdf('cv\u202efdp.exe')).toBe('cvfdp.pdf');
    const hidden = [
      '\u0000',
      '\u0007',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u009b',
      '\u061c',
      '\u200e',
      '\u200f',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u2028',
      '\u2029',
      '\r',
      '\n',
      '\t',
    ];
    expect(asPdf(`ré${hidden.join('')}sumé.pdf`)).toBe('résumé.pdf');
  });

  it('fall back to a plain name when nothing is left', () => {
    for (const name of [undefined, '', '   ', '.pdf', '\u202e\u0007', '...', 'folder/']) {
      expect(asPdf(name), JSON.stringify(name)).toBe('resume.pdf');
    }
  });

  it('stay within 255 characters without splitting a character', () => {
    const name = uploadedFileName(`${'😀'.repeat(300)}.html`, 'docx', 'resume');
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('😀.docx')).toBe(true);
  });

  it('are made safe for a download header the same way', () => {
    expect(withoutUnsafeCharacters(' cv\u202e\u2066.pdf ')).toBe('cv.pdf');
  });

  it('lose the marks of bytes that were not UTF-8', () => {
    expect(asPdf('r\ufffdsum\ufffd.pdf')).toBe('rsum.pdf');
    expect(asPdf('\ufffd\ufffd.pdf')).toBe('resume.pdf');
  });
});
