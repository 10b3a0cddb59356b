import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EpublishState } from '../../../common/api/epublish.ts';
import type { SendIssue } from '../../../common/epublish/tender-rules.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import {
  DraftNotice,
  IntentButton,
  type SavedRecord,
  useDraftForm,
  useLeavePage,
} from '../../components/form/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import {
  type EpublishResource,
  productCategoriesQuery,
  tenderFieldStatusQuery,
  useEpublishAction,
} from './api.ts';
import { type FieldConfig, fieldConfig, tenderFieldsOf } from './field-config.ts';

export type Intent = 'draft' | 'preview' | 'send';
type Saved = SavedRecord;

/**
 * The workflow of an ePublish entry form, shared by the tender and the corrigendum forms (issue
 * #11 items 1 and 3; spec §4, §8): Save as Draft keeps whatever is filled; Preview saves and
 * opens the preview; Send checks the shared rules first (their issues land on their fields),
 * asks "Once submited can't be reverted. Are you sure ...", saves and takes the send step;
 * Discard asks "Are you sure want to delete the record?". A new draft gets its own address
 * (`?id=N`), so a reload opens it again; each save moves the optimistic-lock version on.
 */
export function useWorkflowForm<TForm>(options: {
  item: Saved | null;
  form: {
    reset(values: TForm, opts?: { keepErrors?: boolean; keepDefaultValues?: boolean }): void;
    getValues(): TForm;
    watch(callback: () => void): { unsubscribe(): void };
    formState: { isDirty: boolean };
  };
  resource: EpublishResource;
  /** Creates (saved null) or updates the draft; the record after it. */
  save(values: TForm, saved: Saved | null): Promise<Saved>;
  saving: boolean;
  /** What must be right before sending, paths below `values` (the shared rules). */
  sendIssues(values: TForm): SendIssue[];
  /** Message keys (epublish namespace) of the confirmations and the saved notice. */
  words: {
    sendTitle: string;
    sendConfirm: string;
    discardTitle: string;
    discardConfirm: string;
    saved: string;
  };
  preview: RouteId;
  list: RouteId;
  /** Leaves for this address (EntryPage: the page leaves, the form may be gone by then). */
  leave(to: string): void;
  leaving: boolean;
}) {
  const { t } = useTranslation(['epublish', 'common']);
  const { to } = usePrefix();
  const confirm = useConfirm();
  const act = useEpublishAction(options.resource);
  const { item, form, words } = options;
  const draft = useDraftForm<TForm, Intent>({
    item,
    form,
    // Unsaved typing is kept in this tab (issue #24 item 2): per resource and record.
    keep: `epublish-${options.resource}`,
    save: options.save,
    before: async (mode, values) => {
      if (mode !== 'send') return true;
      const issues = options.sendIssues(values);
      if (issues.length)
        throw new ApiError('VALIDATION_FAILED', 400, {
          type: 'about:blank',
          title: 'Validation failed',
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: issues.map((i) => ({ path: `values.${i.path}`, message: i.message })),
        });
      // Spec §8: "Once submited can't be reverted. Are you sure ..."
      return confirm({
        title: t(words.sendTitle),
        message: t(words.sendConfirm),
        confirmLabel: t('common:dialog.yes'),
        cancelLabel: t('common:dialog.no'),
      });
    },
    after: async (mode, result) =>
      mode === 'send'
        ? act.mutateAsync({ id: result.id, action: 'send', version: result.version })
        : undefined,
    next: (id) => `${to(options.preview)}?id=${id}`,
    savedNotice: t(words.saved),
    leave: options.leave,
    leaving: options.leaving,
  });
  const { saved, setNotice } = draft;

  const discard = async () => {
    // Spec §8: "Are you sure want to delete the record?"
    const ok = await confirm({
      title: t(words.discardTitle),
      message: t(words.discardConfirm),
      confirmLabel: t('common:dialog.yes'),
      cancelLabel: t('common:dialog.no'),
    });
    if (!ok) return;
    setNotice(null);
    try {
      if (saved.current)
        await act.mutateAsync({ id: saved.current.id, action: 'discard', version: saved.current.version });
      form.reset(form.getValues());
      options.leave(to(options.list));
    } catch (error) {
      setNotice(errorMessage(error, t));
    }
  };

  return {
    onSubmit: draft.onSubmit,
    discard,
    intent: draft.intent,
    notice: draft.notice,
    kept: draft.kept,
    savedId: saved.current?.id ?? null,
    busy: options.saving || act.isPending,
    dirty: draft.dirty,
  };
}

export type WorkflowForm = ReturnType<typeof useWorkflowForm>;

/** The unsaved-page warning (§8) and the saved notice, above the form (the kit's DraftNotice). */
export const WorkflowNotice = ({
  workflow,
}: {
  workflow: Pick<WorkflowForm, 'dirty' | 'notice' | 'kept'>;
}) => <DraftNotice draft={workflow} />;

/** Save as Draft, Preview, Send to publisher and Discard draft (spec §8), inside the form. */
export function WorkflowButtons({
  workflow,
}: {
  workflow: Pick<WorkflowForm, 'busy' | 'intent' | 'discard'>;
}) {
  const { t } = useTranslation('epublish');
  const { busy } = workflow;
  const submit = (mode: Intent, label: string, variant: 'outline' | 'filled') => (
    <IntentButton draft={workflow} intent={mode} busy={busy} variant={variant}>
      {label}
    </IntentButton>
  );
  return (
    <Group>
      {submit('draft', t('form.saveDraft'), 'outline')}
      {submit('preview', t('form.preview'), 'outline')}
      {submit('send', t('form.send'), 'filled')}
      <Button
        type="button"
        color="red"
        variant="outline"
        disabled={busy}
        onClick={() => void workflow.discard()}
      >
        {t('form.discard')}
      </Button>
    </Group>
  );
}

interface EntryItem {
  id: number;
  state: EpublishState;
  editable: boolean;
  remarks: string | null;
}

/**
 * An ePublish entry page (a tender, or a corrigendum: issue #11 item 3): `?id=N` opens a saved
 * item; its state (and the publisher's remarks when returned) above the form; an item that is
 * no longer editable links to its preview instead. The form is given the item and the module
 * configuration of E-Publish › Create Tender once both are in.
 */
export function EntryPage<I extends EntryItem>({
  title,
  itemQuery,
  preview,
  locked = { notEditable: 'form.notEditable', openPreview: 'form.openPreview' },
  children,
}: {
  title: string;
  itemQuery(id: number): { queryKey: readonly unknown[]; queryFn(ctx: { signal: AbortSignal }): Promise<I> };
  preview: RouteId;
  /** Message keys (epublish namespace) for an item that cannot be edited now, and its preview link. */
  locked?: { notEditable: string; openPreview: string };
  children(
    item: I | null,
    config: FieldConfig,
    nav: { leave(to: string): void; leaving: boolean },
  ): ReactNode;
}) {
  const { t } = useTranslation(['epublish', 'common']);
  const { to } = usePrefix();
  // Where the page goes after Send, Preview or Discard. Held here, not in the form: once sent
  // or discarded the item is no longer editable and the form gives way before it could leave.
  // The kit's useLeavePage leaves after the render that cleared `dirty`.
  const nav = useLeavePage();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const hasId = Number.isInteger(id) && id > 0;
  const fields = useQuery(tenderFieldStatusQuery);
  // Whether any UNSPSC classification is loaded: its levels are optional while none is
  // (classificationSettings). A failed answer keeps the configuration as it is.
  const unspsc = useQuery(productCategoriesQuery('unspsc'));
  const unspscKnown = unspsc.data !== undefined || unspsc.isError;
  const item: UseQueryResult<I> = useQuery({ ...itemQuery(id), enabled: hasId });

  let body: ReactNode;
  const error = fields.error ?? item.error;
  if (error)
    body = (
      <Alert color="red" variant="outline" role="alert">
        {errorMessage(error, t)}
      </Alert>
    );
  else if (!fields.data || !unspscKnown || (hasId && !item.data) || nav.leaving)
    body = <Text role="status">{t('common:loading')}</Text>;
  else if (item.data && !item.data.editable)
    body = (
      <Alert color="blue" variant="outline" title={t(`states.${item.data.state}`)}>
        <Text mb="xs">{t(locked.notEditable)}</Text>
        <Anchor component={Link} to={`${to(preview)}?id=${item.data.id}`}>
          {t(locked.openPreview)}
        </Anchor>
      </Alert>
    );
  else
    body = children(
      item.data ?? null,
      fieldConfig(tenderFieldsOf(fields.data), {
        unspsc: unspsc.data === undefined || unspsc.data.length > 0,
      }),
      nav,
    );
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1}>{title}</Title>
      {item.data && (
        <Text>
          {t('form.stateIs', { state: t(`states.${item.data.state}`) })}
          {item.data.remarks && item.data.state === 'returned' && (
            <> {t('form.returnedRemarks', { remarks: item.data.remarks })}</>
          )}
        </Text>
      )}
      {body}
    </Stack>
  );
}
