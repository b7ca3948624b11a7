// Names of uploaded files, kept only to be shown and offered again as a download name. They come
// from the client: they must not carry folders, nor characters that change how the rest reads.

/**
 * C0 and C1 controls (with DEL), the line and paragraph separators, and the bidirectional marks,
 * embeddings, overrides and isolates (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069):
 * "cv\u202Efdp.exe" reads as "cvexe.pdf" in a file list. And U+FFFD, which stands where the form
 * parser met bytes of a name that were not UTF-8 ("cv\xFF.pdf").
 */
const UNSAFE_CHARACTERS =
  /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufffd]/gu;

/** A last ".xyz" of up to 10 letters and digits, with at least one letter ("v1.2" has none). */
const EXTENSION = /\.(?=[a-z0-9]*[a-z])[a-z0-9]{1,10}$/i;

/** Longest stored name, in characters (a common limit of file systems). */
const MAX_NAME_LENGTH = 255;

/** The name without unsafe characters, nor spaces at its ends. */
export function withoutUnsafeCharacters(name: string): string {
  return name.replace(UNSAFE_CHARACTERS, '').trim();
}

/** Without spaces and dots at either end (Windows drops trailing ones; leading ones hide). */
const trimmed = (name: string) => name.replace(/^[\s.]+|[\s.]+$/gu, '');

/** The last segment of a path sent as a file name ("C:\\Users\\me\\cv.pdf" → "cv.pdf"). */
function baseName(name: string): string {
  return name.split(/[\\/]/).pop() ?? '';
}

/**
 * The name to keep for an uploaded file whose content is of the type with `extension`: its own
 * base name, made safe, with that extension in place of the one it came with ("cv.html" holding
 * a PDF is kept as "cv.pdf"), or `fallback` and the extension when nothing of it is left.
 */
export function uploadedFileName(
  uploaded: string | undefined,
  extension: string,
  fallback: string,
): string {
  const safe = withoutUnsafeCharacters(baseName(uploaded ?? ''));
  const stem = trimmed(safe.replace(/[\s.]+$/u, '').replace(EXTENSION, ''));
  // Cut by code points, so that no character is split in half.
  const room = MAX_NAME_LENGTH - extension.length - 1;
  const kept = trimmed(Array.from(stem).slice(0, room).join(''));
  return `${kept || fallback}.${extension}`;
}
