// What a user typed into a long form and has not saved, kept in this tab's sessionStorage so that
// the browser's Back button, a reload or a tab that crashed loses none of it (decision 105). Kept
// per tab and per user: it ends with the tab, and signing out in this tab forgets every draft
// (logout), so that nobody after them on a shared computer reads their cover letter; a session
// that expired keeps them for the same user's return.

import { useSession } from './use-session';

const PREFIX = 'draft.';

/** The fields a user changed, by name, and notes beside them (the name of a resume chosen). */
export type FormDraft = {
  values: Record<string, unknown>;
  notes: Record<string, string>;
};

/** This tab's sessionStorage, or null where the browser refuses it. */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Some privacy modes throw on access: nothing is kept, and the leave guard still asks.
    return null;
  }
}

/** Where one user's draft of one form is kept: `draft.<user>.<form>`. */
export function draftKey(userId: string | null, form: string): string {
  return `${PREFIX}${userId ?? 'signed-out'}.${form}`;
}

/** The key of the signed-in user's draft of `form`. */
export function useDraftKey(form: string): string {
  return draftKey(useSession()?.userId ?? null, form);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft kept under this key, or null if none (or if what is there is not one). */
export function readDraft(key: string): FormDraft | null {
  try {
    const parsed: unknown = JSON.parse(tabStorage()?.getItem(key) ?? 'null');
    if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
    const notes = isRecord(parsed.notes) ? parsed.notes : {};
    return {
      values: parsed.values,
      notes: Object.fromEntries(
        Object.entries(notes).filter((entry): entry is [string, string] => {
          return typeof entry[1] === 'string';
        }),
      ),
    };
  } catch {
    return null;
  }
}

/** Keeps the draft; a full or refused storage keeps nothing, and the form goes on as before. */
export function writeDraft(key: string, draft: FormDraft): void {
  try {
    tabStorage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // Quota exceeded or storage refused: the leave guard still asks before the form is left.
  }
}

export function removeDraft(key: string): void {
  try {
    tabStorage()?.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
}

/** Forgets every draft of this tab (on sign-out). */
export function forgetDrafts(): void {
  const store = tabStorage();
  if (!store) return;
  try {
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i));
    for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
  } catch {
    // Storage refused: nothing was kept either.
  }
}
