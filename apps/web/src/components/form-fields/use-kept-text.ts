import { useCallback, useState } from 'react';
import { readDraft, removeDraft, useDraftKey, writeDraft } from '../../lib/form-drafts';

/**
 * One text box's text, kept in the tab as it is typed (decision 105), per user: a message half
 * written is there again after Back or a reload, as in the long forms. Setting '' forgets it (the
 * message was sent, or emptied).
 */
export function useKeptText(name: string): [string, (text: string) => void] {
  const key = useDraftKey(name);
  const [text, setText] = useState(() => {
    const kept = readDraft(key)?.values.text;
    return typeof kept === 'string' ? kept : '';
  });
  const update = useCallback(
    (next: string) => {
      setText(next);
      if (next === '') removeDraft(key);
      else writeDraft(key, { values: { text: next }, notes: {} });
    },
    [key],
  );
  return [text, update];
}
