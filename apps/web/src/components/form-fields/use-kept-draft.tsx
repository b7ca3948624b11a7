import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import {
  readDraft,
  removeDraft,
  useDraftKey,
  writeDraft,
  type FormDraft,
} from '../../lib/form-drafts';

/** How long typing rests before it is kept; leaving the page keeps it at once. */
const KEEP_AFTER_MS = 300;

type Options = {
  /** Names the form among the user's drafts: `apply.42`, `job.new`, `job.7`. */
  name: string;
  /** Kept beside the values: what the form holds outside them (the name of a chosen resume). */
  notes?: Record<string, string>;
  /** Said after the notice when a note was kept (the resume's file is not: "choose it again"). */
  noteMessages?: Record<string, string>;
  /** Fields never kept, such as a password: the user types them again. */
  leaveOut?: readonly string[];
  /** Said after the notice whenever it shows, of the fields left out. */
  leftOutMessage?: string;
  /**
   * Opens the form afresh once its draft is forgotten ("Start over"); by default the form is
   * reset to its starting values.
   */
  startOver?: () => void;
};

export type KeptDraft = {
  /** Says, above the form, that what the user typed earlier is back; renders nothing otherwise. */
  notice: ReactNode;
  /**
   * Forgets the draft and keeps nothing more: the form was sent, or is left on purpose (its
   * Cancel, the leave guard's Leave).
   */
  discard: () => void;
  /** Forgets the draft kept so far, and its notice (the form was saved and stays open). */
  forget: () => void;
};

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Keeps what the user changed in a long form in this tab as they type (lib/form-drafts), and
 * fills it in again when the form opens: the browser's Back button, a reload and a crashed tab
 * lose nothing, where the leave guard could only ask before a link (decision 105). Only the fields
 * that differ from the form's starting values are kept, so that a profile's prefill or a job's
 * saved text is never replaced by an old copy of itself.
 */
export function useKeptDraft<T extends FieldValues, C, U>(
  form: UseFormReturn<T, C, U>,
  { name, notes, noteMessages, leaveOut, leftOutMessage, startOver: openAfresh }: Options,
): KeptDraft {
  const key = useDraftKey(name);
  // The draft found as the form opens, which the notice speaks of (filled in by the effect below).
  const [restored, setRestored] = useState<FormDraft | null>(() => readDraft(key));
  // Set once the form is sent or left on purpose: nothing is kept after, whatever renders before
  // it goes.
  const discarded = useRef(false);
  const notesRef = useRef(notes);
  const leftOut = useRef(new Set(leaveOut));
  useEffect(() => {
    notesRef.current = notes;
    leftOut.current = new Set(leaveOut);
  });
  const defaults = useRef<Partial<T> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const keepNow = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (discarded.current) return;
    const values: Record<string, unknown> = form.getValues();
    const starting: Record<string, unknown> = defaults.current ?? {};
    const changed = Object.fromEntries(
      Object.entries(values).filter(
        ([field, value]) => !leftOut.current.has(field) && !sameValue(value, starting[field]),
      ),
    );
    const kept = notesRef.current ?? {};
    if (Object.keys(changed).length === 0 && Object.keys(kept).length === 0) removeDraft(key);
    else writeDraft(key, { values: changed, notes: kept });
  }, [form, key]);

  // The notice goes with the draft: what it speaks of is no longer kept.
  const forget = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    removeDraft(key);
    setRestored(null);
  }, [key]);

  useEffect(() => {
    const unsubscribe = form.subscribe({
      formState: { values: true, isDirty: true },
      callback: ({ defaultValues }) => {
        defaults.current = defaultValues as Partial<T> | undefined;
        clearTimeout(timer.current);
        timer.current = setTimeout(keepNow, KEEP_AFTER_MS);
      },
    });
    defaults.current = form.formState.defaultValues as Partial<T> | undefined;
    const draft = readDraft(key);
    if (draft) {
      for (const [field, value] of Object.entries(draft.values)) {
        if (leftOut.current.has(field)) continue;
        form.setValue(field as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    }
    // Closing or reloading the tab does not unmount the form: keep what is pending first.
    const onPageHide = () => {
      if (timer.current !== undefined) keepNow();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', onPageHide);
      // Left by Back, or by a link once asked: what was typed since the last keep is kept.
      if (timer.current !== undefined) keepNow();
    };
  }, [form, key, keepNow]);

  // The resume chosen (or dropped) is kept with the values.
  const notesKey = JSON.stringify(notes ?? {});
  useEffect(() => {
    if (readDraft(key) === null && notesKey === '{}') return;
    keepNow();
  }, [key, notesKey, keepNow]);

  const discard = useCallback(() => {
    discarded.current = true;
    forget();
  }, [forget]);

  const startOver = () => {
    forget();
    if (openAfresh) openAfresh();
    else form.reset();
  };

  const asides = [
    ...Object.keys(restored?.notes ?? {}).map((note) => noteMessages?.[note]),
    leftOutMessage,
  ].filter((message): message is string => message !== undefined);
  const notice = restored ? (
    <Alert
      severity="info"
      role="status"
      action={
        <Button color="inherit" size="small" onClick={startOver} sx={{ whiteSpace: 'nowrap' }}>
          Start over
        </Button>
      }
    >
      What you typed here before you left is filled in again.
      {asides.map((aside) => ` ${aside}`).join('')}
    </Alert>
  ) : null;

  return { notice, discard, forget };
}
