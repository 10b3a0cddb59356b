import { useEffect, useRef, useState } from 'react';

/**
 * Unsaved typing kept in this browser tab (issue #24 item 2, "Never lose typing"; decision 059):
 * while a draft form is changed and not saved, its values are written to sessionStorage; when the
 * form opens again in this tab on the same saved version (after the session expired, after
 * another tab took the session and gave it back, after a logout elsewhere and a new login), they
 * are put back and the form says so. A save forgets them; so does the person's own Logout here.
 *
 * sessionStorage, not localStorage: the copy lives as long as the tab, is never shared with
 * another tab or person on the machine, and holds no credential (the session cookie stays
 * HttpOnly, decision 002).
 */
const prefix = 'spp.kept.';
/** How long after typing the copy is written: often enough to lose at most a word. */
const writeAfterMs = 400;

interface Kept<V> {
  /** The saved version the values were typed on (0 for a record not saved yet). */
  version: number;
  at: string;
  values: V;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read<V>(key: string): Kept<V> | null {
  try {
    const text = storage()?.getItem(prefix + key);
    return text ? (JSON.parse(text) as Kept<V>) : null;
  } catch {
    return null;
  }
}

/** Forgets every kept form of this tab: the person logged out here (their own choice). */
export function forgetKeptDrafts() {
  const s = storage();
  if (!s) return;
  for (let i = s.length - 1; i >= 0; i--) {
    const k = s.key(i);
    if (k?.startsWith(prefix)) s.removeItem(k);
  }
}

export interface KeptDraft {
  /** When the values put back were typed (ISO), or null when nothing was put back. */
  restoredAt: string | null;
  /** Drops what was put back: the form shows the saved record again. */
  discard(): void;
  /** After a save: the kept copy is no longer needed (and moves to the record's own key). */
  forget(nextKey?: string): void;
}

export function useKeptDraft<V>(options: {
  /** Which form and record: `epublish-tender:12`, `appeal:new`. Undefined: nothing is kept. */
  key: string | undefined;
  /** The saved version the form now writes to (it moves on with each save). */
  version(): number;
  form: {
    getValues(): V;
    reset(values: V, opts?: { keepDefaultValues?: boolean }): void;
    watch(callback: () => void): { unsubscribe(): void };
    formState: { isDirty: boolean };
  };
}): KeptDraft {
  const { form } = options;
  const key = useRef(options.key);
  // The latest getter, read when the copy is written: the effect below must not restart on each
  // render (its restart dropped a pending write, so a single quick change was never kept).
  const versionRef = useRef(options.version);
  versionRef.current = options.version;
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const saved = useRef<V | null>(null);

  // Put back what was typed on this very version; a copy typed on an older version (someone
  // saved since) is dropped rather than laid over newer values.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form opens
  useEffect(() => {
    if (!key.current) return;
    const kept = read<V>(key.current);
    if (!kept) return;
    if (kept.version !== versionRef.current()) {
      storage()?.removeItem(prefix + key.current);
      return;
    }
    saved.current = form.getValues();
    // Keep the saved values as the defaults, so the form is dirty and the unsaved warning holds.
    form.reset(kept.values, { keepDefaultValues: true });
    setRestoredAt(kept.at);
  }, []);

  useEffect(() => {
    if (!key.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (!key.current) return;
        if (!form.formState.isDirty) return;
        const kept: Kept<V> = {
          version: versionRef.current(),
          at: new Date().toISOString(),
          values: form.getValues(),
        };
        try {
          storage()?.setItem(prefix + key.current, JSON.stringify(kept));
        } catch {
          // Storage full or refused: the form still works, the copy is simply not kept.
        }
      }, writeAfterMs);
    });
    return () => {
      clearTimeout(timer);
      subscription.unsubscribe();
    };
  }, [form]);

  return {
    restoredAt,
    discard() {
      if (key.current) storage()?.removeItem(prefix + key.current);
      if (saved.current) form.reset(saved.current);
      setRestoredAt(null);
    },
    forget(nextKey) {
      if (key.current) storage()?.removeItem(prefix + key.current);
      if (nextKey) key.current = nextKey;
      setRestoredAt(null);
    },
  };
}
