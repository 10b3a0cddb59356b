import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Save as Draft (spec §2 ePublish drafts, §8 unsaved-page warning): `saveDraft()` sends the
 * current values, unvalidated, through the feature's own draft mutation and marks them as the
 * new clean state, so the unsaved warning stops; with `everyMs`, changed values are also saved
 * on that interval. Drafts go to the server, never to browser storage (docs/decisions/002).
 */
export function useDraftSave<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  save: (values: T) => Promise<unknown>,
  options: { everyMs?: number } = {},
) {
  const [state, setState] = useState<{ saving: boolean; savedAt: Date | null; failed: unknown }>({
    saving: false,
    savedAt: null,
    failed: null,
  });
  const saving = useRef(false);

  const saveDraft = useCallback(async () => {
    if (saving.current) return;
    saving.current = true;
    setState((s) => ({ ...s, saving: true, failed: null }));
    const values = form.getValues();
    try {
      await save(values);
      form.reset(values, { keepErrors: true });
      setState({ saving: false, savedAt: new Date(), failed: null });
    } catch (failed) {
      setState((s) => ({ ...s, saving: false, failed }));
    } finally {
      saving.current = false;
    }
  }, [form, save]);

  const dirty = form.formState.isDirty;
  useEffect(() => {
    if (!options.everyMs || !dirty) return;
    const timer = window.setTimeout(() => void saveDraft(), options.everyMs);
    return () => window.clearTimeout(timer);
  }, [dirty, options.everyMs, saveDraft]);

  return { ...state, dirty, saveDraft };
}
