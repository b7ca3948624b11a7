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

/** A string, array or object met in a walk, and where it is. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | null;
  depth: number;
}

/** The path of keys from the walk's start to `visit` (the start itself: none). */
function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at = visit; at.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * Calls `visit` for `value` and every value inside it (strings, arrays and plain objects, as a
 * parsed query, JSON body or form holds them), in order, depth first, without recursion: a body
 * nested thousands deep is walked in the time its size takes, and never exhausts the stack. Stops
 * and returns what `visit` returns when it is not undefined.
 */
function walk<T>(value: unknown, visit: (visit: Visit) => T | undefined): T | undefined {
  const stack: Visit[] = [{ value, key: '', parent: null, depth: 0 }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const found = visit(next);
    if (found !== undefined) return found;
    const { value: item } = next;
    if (item === null || typeof item !== 'object') continue;
    const entries: [string, unknown][] = Array.isArray(item)
      ? item.map((child: unknown, index) => [String(index), child])
      : Object.entries(item);
    for (const [key, child] of entries.reverse()) {
      stack.push({ value: child, key, parent: next, depth: next.depth + 1 });
    }
  }
  return undefined;
}

/**
 * The path ("location.city", "tags.2", "" for `value` itself) of the first string in `value`
 * (a parsed query, JSON body or form: strings, arrays and plain objects, keys included) that is
 * not safe text; null when everything is. An unsafe key is named with its characters replaced.
 */
export function findUnsafeText(value: unknown): string | null {
  const found = walk(value, (visit) => {
    if (visit.parent && !isSafeText(visit.key)) {
      return [pathOf(visit.parent), replaceUnsafeText(visit.key)].filter(Boolean).join('.');
    }
    return typeof visit.value === 'string' && !isSafeText(visit.value) ? pathOf(visit) : undefined;
  });
  return found ?? null;
}

/** Whether `value` holds more than `levels` arrays or objects inside one another. */
export function nestedDeeperThan(value: unknown, levels: number): boolean {
  const container = (item: unknown) => item !== null && typeof item === 'object';
  return (
    walk(value, (visit) => (container(visit.value) && visit.depth >= levels ? true : undefined)) ??
    false
  );
}
