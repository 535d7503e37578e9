import { newRequestKey } from '@portal/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  draftKey,
  draftSaveKey,
  draftStorage,
  keepDraft,
  readDraft,
  removeDraft,
  restoredValues,
} from './formDraft';

export interface FormDraft {
  /** The form opened with a kept draft of unsaved values, and shows them. */
  restored: boolean;
  /** Puts the form back as it opened and forgets the draft ('Forkast endringene'). */
  discard: () => void;
  /** Forgets the draft: call once the values are saved. The next save gets a new key. */
  forget: () => void;
  /**
   * The key of the save about to be sent (a new record's Idempotency-Key): the same for every try
   * until `forget`, and kept with the draft, so a save sent again from a restored draft after its
   * answer was lost gets the record the first one made instead of a second one.
   */
  saveKey: () => string;
}

/**
 * Keeps a form's unsaved values as a draft of `owner` (formDraft.ts) on every change, and gives
 * them back when the same form opens again. Without an owner (no session) nothing is kept.
 * `name` tells one form from another ('activity.new', 'activity.42').
 */
export function useFormDraft<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  owner: string | null,
  name: string,
): FormDraft {
  const key = owner === null ? null : draftKey(owner, name);
  const { reset, watch, getValues } = form;
  // What the form opened with (its default values): a draft is kept only while it differs.
  const [opened] = useState(() => getValues());
  const [restored, setRestored] = useState(false);
  // Read when a change is kept and when a save is sent, never rendered.
  const [firstSaveKey] = useState(newRequestKey);
  const saveKey = useRef(firstSaveKey);

  // Restored once, as the form opens; the values it opened with stay its defaults, so the form
  // counts as changed and 'Forkast endringene' can go back to them.
  useEffect(() => {
    const storage = draftStorage();
    if (key === null || storage === null) return;
    const draft = readDraft(storage, key);
    if (draft === null) return;
    // Before the reset, whose change is kept with the key.
    saveKey.current = draftSaveKey(draft) ?? saveKey.current;
    reset(restoredValues(opened, draft) as T, { keepDefaultValues: true });
    setRestored(true);
  }, [key, reset, opened]);

  useEffect(() => {
    const storage = draftStorage();
    if (key === null || storage === null) return;
    const subscription = watch((values) =>
      keepDraft(storage, key, values as Record<string, unknown>, opened, saveKey.current),
    );
    return () => subscription.unsubscribe();
  }, [key, watch, opened]);

  const forget = useCallback(() => {
    const storage = draftStorage();
    if (key !== null && storage !== null) removeDraft(storage, key);
    saveKey.current = newRequestKey();
    setRestored(false);
  }, [key]);

  const discard = useCallback(() => {
    reset();
    forget();
  }, [reset, forget]);

  const currentSaveKey = useCallback(() => saveKey.current, []);

  return { restored, discard, forget, saveKey: currentSaveKey };
}
