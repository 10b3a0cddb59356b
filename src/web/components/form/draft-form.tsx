import { Alert, Button, Group, Text } from '@mantine/core';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatDate } from '../../../common/format.ts';
import { sessionStore } from '../../lib/session.ts';
import { type KeptDraft, useKeptDraft } from './kept-draft.ts';
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
 * - With `keep` (the form's name), unsaved typing is kept in this tab and put back when the form
 *   opens again on the same version (kit: useKeptDraft; issue #24 item 2): after the session
 *   expired, another tab took it, or a logout elsewhere and a new login.
 */
export function useDraftForm<TForm, TIntent extends string = 'draft' | 'preview'>(options: {
  item: SavedRecord | null;
  form: {
    reset(values: TForm, opts?: { keepErrors?: boolean; keepDefaultValues?: boolean }): void;
    getValues(): TForm;
    watch(callback: () => void): { unsubscribe(): void };
    formState: { isDirty: boolean };
  };
  /** The form's name for keeping unsaved typing in this tab (`epublish-tender`); none: not kept. */
  keep?: string;
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
  // Kept per user and record, so another person logging in on this tab never sees it.
  // A record not saved yet is told apart by its address (a corrigendum of which tender).
  const { search } = useLocation();
  const userId = sessionStore.get()?.userId;
  const keyOf = (id: number | null) =>
    options.keep && userId !== undefined ? `${options.keep}:${userId}:${id ?? `new${search}`}` : undefined;
  const kept = useKeptDraft<TForm>({
    key: keyOf(item?.id ?? null),
    version: () => saved.current?.version ?? 0,
    form,
  });

  const onSubmit = async (values: TForm) => {
    setNotice(null);
    const mode = intent.current;
    if (mode !== 'draft' && options.before && !(await options.before(mode as TIntent, values))) return;
    const isNew = saved.current === null;
    const result = await options.save(values, saved.current);
    saved.current = { id: result.id, version: result.version };
    kept.forget(keyOf(result.id));
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
    kept,
    dirty: form.formState.isDirty && !options.leaving,
  };
}

export type DraftForm = Pick<ReturnType<typeof useDraftForm>, 'dirty' | 'notice'> & { kept?: KeptDraft };

/** The unsaved-page warning (§8), the saved notice, and what was put back from this tab, above a draft form. */
export function DraftNotice({ draft }: { draft: DraftForm }) {
  const { t } = useTranslation('drafts');
  const restoredAt = draft.kept?.restoredAt;
  return (
    <>
      <UnsavedWarning dirty={draft.dirty} />
      {draft.notice && (
        <Alert color="green" variant="outline" role="status">
          {draft.notice}
        </Alert>
      )}
      {restoredAt && (
        <Alert color="blue" variant="outline" role="status" title={t('restoredTitle')}>
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Text size="sm">
              {t('restored', { at: formatDate(new Date(restoredAt), { withTime: true }) })}
            </Text>
            <Button size="xs" variant="default" onClick={() => draft.kept?.discard()}>
              {t('discard')}
            </Button>
          </Group>
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
