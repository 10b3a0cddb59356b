import { Alert, Button } from '@mantine/core';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { UnsavedWarning } from './unsaved-warning.tsx';

/** A saved draft: its id and the optimistic-lock version the next save must name. */
export interface SavedRecord {
  id: number;
  version: number;
}

/**
 * The draft flow of every entry form whose drafts are kept on the server: the ePublish tender
 * and corrigendum (spec §4, §8), the appeal (issue #25) and the grievance (issue #26). One flow,
 * so each behaves the same:
 * - "Save as Draft" keeps whatever is filled and says so; a new draft gets its own address
 *   (`?id=N`), so a reload opens it again; each save moves the optimistic-lock version on.
 * - Any other intent ("Save and preview", "Send") first runs `before` (the shared rules: it throws
 *   their issues, which land on their fields, or resolves false when a confirmation is declined),
 *   saves, runs `after` (a workflow step such as send), then leaves for `next(id)` through the
 *   kit's `useLeavePage`, so the unsaved-changes warning does not stop what was just saved.
 */
export function useDraftForm<TForm, TIntent extends string = 'draft' | 'preview'>(options: {
  item: SavedRecord | null;
  form: {
    reset(values: TForm, opts?: { keepErrors?: boolean }): void;
    formState: { isDirty: boolean };
  };
  /** Creates (saved null) or updates the draft; the record after it. */
  save(values: TForm, saved: SavedRecord | null): Promise<SavedRecord>;
  before?(intent: TIntent, values: TForm): Promise<boolean> | boolean;
  after?(intent: TIntent, saved: SavedRecord): Promise<SavedRecord | undefined>;
  /** Where the saved item is opened after an intent other than a draft (its preview). */
  next(id: number): string;
  /** The translated "saved as draft" notice. */
  savedNotice: string;
  leave(to: string): void;
  leaving: boolean;
}) {
  const navigate = useNavigate();
  const { item, form } = options;
  const saved = useRef<SavedRecord | null>(item ? { id: item.id, version: item.version } : null);
  // The page read the item again (after a workflow step elsewhere): write to its newer version.
  if (item && saved.current && item.id === saved.current.id && item.version > saved.current.version)
    saved.current = { id: item.id, version: item.version };
  const intent = useRef<TIntent | 'draft'>('draft');
  const [notice, setNotice] = useState<string | null>(null);

  const onSubmit = async (values: TForm) => {
    setNotice(null);
    const mode = intent.current;
    if (mode !== 'draft' && options.before && !(await options.before(mode as TIntent, values))) return;
    const isNew = saved.current === null;
    const result = await options.save(values, saved.current);
    saved.current = { id: result.id, version: result.version };
    form.reset(values, { keepErrors: false });
    if (isNew) navigate(`?id=${result.id}`, { replace: true });
    if (mode === 'draft') {
      setNotice(options.savedNotice);
      return;
    }
    const after = await options.after?.(mode as TIntent, result);
    if (after) saved.current = { id: after.id, version: after.version };
    options.leave(options.next(result.id));
  };

  return {
    onSubmit,
    intent: intent as RefObject<TIntent | 'draft'>,
    notice,
    setNotice,
    saved,
    dirty: form.formState.isDirty && !options.leaving,
  };
}

export type DraftForm = Pick<ReturnType<typeof useDraftForm>, 'dirty' | 'notice'>;

/** The unsaved-page warning (§8) and the saved notice, above a draft form. */
export function DraftNotice({ draft }: { draft: DraftForm }) {
  return (
    <>
      <UnsavedWarning dirty={draft.dirty} />
      {draft.notice && (
        <Alert color="green" variant="outline" role="status">
          {draft.notice}
        </Alert>
      )}
    </>
  );
}

/** A submit button of a draft form that names what the submission is for ("Save as Draft", "Send"). */
export function IntentButton<TIntent extends string>({
  draft,
  intent,
  busy,
  variant = 'filled',
  children,
}: {
  draft: { intent: RefObject<TIntent | 'draft'> };
  intent: TIntent | 'draft';
  busy: boolean;
  variant?: 'filled' | 'outline' | 'default';
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      loading={busy && draft.intent.current === intent}
      onClick={() => {
        draft.intent.current = intent;
      }}
    >
      {children}
    </Button>
  );
}
