import { uploadedFileName, withoutUnsafeCharacters } from '../../lib/file-name';

// Headers of a resume download. The file came from an applicant: it must be saved, never shown
// inline by the browser, and its uploaded name must not be able to break the header.

/** Each resume type by its content, with the extension a file of it has. */
const RESUME_EXTENSIONS = new Map([
  ['application/pdf', 'pdf'],
  ['application/msword', 'doc'],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'docx'],
]);

/** The stored (sniffed) type when it is a resume type; anything else downloads as bytes. */
export function downloadContentType(stored: string | null): string {
  return stored && RESUME_EXTENSIONS.has(stored) ? stored : 'application/octet-stream';
}

/**
 * The name a resume downloads under: its uploaded name with the extension of its detected type,
 * so that a PDF sent as "cv.html" (or stored so before names were fixed at upload, decision 020)
 * opens as a PDF, never in a browser as a page.
 */
export function downloadFileName(originalName: string, storedType: string | null): string {
  const extension = storedType ? RESUME_EXTENSIONS.get(storedType) : undefined;
  return extension ? uploadedFileName(originalName, extension, 'resume') : originalName;
}

/**
 * `attachment` with an ASCII fallback name (quotes, backslashes, control and non-ASCII
 * characters replaced) and the name in RFC 5987 form for browsers that read it. Names are
 * stored without control and bidirectional characters (decision 020); they are taken out here
 * too, for names stored before that.
 */
export function attachmentDisposition(fileName: string): string {
  const base = withoutUnsafeCharacters(fileName.split(/[\\/]/).pop() ?? '') || 'resume';
  const ascii = base.replace(/[^\x20-\x7e]|["\\%;]/g, '_').slice(0, 150) || 'resume';
  const encoded = encodeURIComponent(base).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
