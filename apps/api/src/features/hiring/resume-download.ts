import { withoutUnsafeCharacters } from '../../lib/file-name';

// Headers of a resume download. The file came from an applicant: it must be saved, never shown
// inline by the browser, and its uploaded name must not be able to break the header.

const RESUME_TYPES = new Set([
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

/** The stored (sniffed) type when it is a resume type; anything else downloads as bytes. */
export function downloadContentType(stored: string | null): string {
  return stored && RESUME_TYPES.has(stored) ? stored : 'application/octet-stream';
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
