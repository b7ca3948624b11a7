// Where to go after signing in comes from the `next` query parameter, which anyone can
// craft: only a path on this site is accepted (SPEC §2 Login), never another origin.

const MAX_LENGTH = 2048;
const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';
// Browsers drop tabs and newlines inside URLs, so "/\t/evil.com" would become "//evil.com".
const hasControlCharacter = (text: string): boolean =>
  Array.from(text).some((char) => {
    const code = char.charCodeAt(0);
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
// "/%2F..." and "/%5C..." decode to "//" or "/\" in some routers and servers.
const ENCODED_SLASH_START = /^\/%(?:2f|5c)/i;

/**
 * The path if it starts with a single "/" and stays on this site, else null. Rejects
 * "//evil.com", "/\evil.com", "https://x", "javascript:…" and encoded or control-character tricks.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > MAX_LENGTH) return null;
  if (!next.startsWith('/') || next.startsWith('//')) return null;
  if (next.includes('\\') || hasControlCharacter(next) || ENCODED_SLASH_START.test(next)) {
    return null;
  }
  try {
    return new URL(next, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN ? next : null;
  } catch {
    return null;
  }
}

const APPLY_PATH = /^\/jobs\/[1-9]\d*\/apply\/?$/;

/** Whether a path (query and fragment aside) is a job's application page, /jobs/{id}/apply. */
export function isApplyPath(path: string | null | undefined): boolean {
  if (!path) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return APPLY_PATH.test(pathname);
}
