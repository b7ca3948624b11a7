// Text we refuse wherever it comes from: the NUL character (PostgreSQL cannot store it, and no
// person types it) and broken Unicode (a lone UTF-16 surrogate, which has no character and is
// silently replaced on the way to the database). Every input schema and the API's shared
// request check use these, so no route can let such text through.

export const UNSAFE_TEXT_MESSAGE =
  'This text contains a hidden or broken character (such as a null character). Remove it and try again.';

// With the `u` flag a proper surrogate pair is one code point, so the class only meets halves
// of a pair that stand alone.
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const UNSAFE_CHARACTER = /[\u0000\uD800-\uDFFF]/u;

export function isSafeText(text: string): boolean {
  return !UNSAFE_CHARACTER.test(text);
}

const UNSAFE_CHARACTERS = new RegExp(UNSAFE_CHARACTER.source, 'gu');

/** `text` with its unsafe characters replaced by U+FFFD, for echoing a name back safely. */
export function replaceUnsafeText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '\uFFFD');
}

/** `text` without its unsafe characters, for reading back what was stored before they were refused. */
export function stripUnsafeText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/**
 * The path ("location.city", "tags.2", "" for `value` itself) of the first string in `value`
 * (a parsed query, JSON body or form: strings, arrays and plain objects, keys included) that is
 * not safe text; null when everything is.
 */
export function findUnsafeText(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path.join('.');
  if (value === null || typeof value !== 'object') return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const keyPath = [...path, replaceUnsafeText(key)];
    if (!isSafeText(key)) return keyPath.join('.');
    const found = findUnsafeText(item, keyPath);
    if (found !== null) return found;
  }
  return null;
}
