import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type EpublishTender,
  type EpublishValuesInput,
  epublishCreateSchema,
  epublishValuesSchema,
} from '../../../common/api/epublish.ts';
import { sendIssues } from '../../../common/epublish/tender-rules.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { ConfiguredGroups, ModuleConfig, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { epublishItemQuery, epublishKeys, useSaveEpublishTender } from './api.ts';
import type { FieldConfig } from './field-config.ts';
import { TenderFormContext } from './tender-form-context.ts';
import { tenderGroups } from './tender-form-groups.ts';
import { useTenderOptions } from './tender-form-options.ts';
import { tenderParts } from './tender-form-parts.tsx';
import { EntryPage, useWorkflowForm, WorkflowButtons, WorkflowNotice } from './workflow-form.tsx';

/**
 * Every value empty, as the schema reads a missing one (null, false, [], public view on): a new
 * tender (spec §8 Save as Draft keeps whatever is filled).
 */
export const emptyTenderValues = Object.fromEntries(
  Object.entries(epublishValuesSchema.shape).map(([key, schema]) => {
    const probe = (schema as { safeParse(v: unknown): { success: boolean; data?: unknown } }).safeParse(
      undefined,
    );
    return [key, probe.success ? probe.data : null];
  }),
) as EpublishValuesInput;

/** The list each form route returns to (spec §2: directpurchase ↔ directpurchaselist, createTender ↔ tenderlist). */
const listOf: Partial<Record<RouteId, RouteId>> = {
  directpurchase: 'directpurchaselist',
  createTender: 'tenderlist',
};

/**
 * Spec §2 directpurchase / createTender (issue #11 item 1): the offline tender entry form, on
 * the form kit over the shared schema. `?id=N` opens a saved draft (docs/decisions/024). The
 * module configuration decides which fields show and which are mandatory (§3 Module field
 * status); what must be filled before sending is the shared `sendIssues`, checked here before
 * asking and again by the server.
 */
export function TenderFormPage() {
  const { t } = useTranslation(['epublish', 'routes']);
  const routeId = useCurrentRouteId();
  return (
    <EntryPage title={t(`routes:${routeId}`)} itemQuery={epublishItemQuery} preview="directpurchasepreview">
      {(item, config, { leave, leaving }) => (
        <TenderForm
          item={item}
          config={config}
          listRoute={listOf[routeId] ?? 'directpurchaselist'}
          leaving={leaving}
          leave={leave}
        />
      )}
    </EntryPage>
  );
}

function TenderForm({
  item,
  config,
  listRoute,
  leaving,
  leave,
}: {
  item: EpublishTender | null;
  config: FieldConfig;
  listRoute: RouteId;
  leaving: boolean;
  leave(to: string): void;
}) {
  const { t } = useTranslation(['epublish', 'common']);
  const queryClient = useQueryClient();
  const save = useSaveEpublishTender();
  const [initial] = useState(() => ({ values: (item?.values ?? emptyTenderValues) as EpublishValuesInput }));
  const form = useSchemaForm(epublishCreateSchema, initial as never);
  const [files, setFiles] = useState(item?.files ?? []);
  const workflow = useWorkflowForm<{ values: EpublishValuesInput }>({
    item,
    form: form as never,
    resource: 'tenders',
    saving: save.isPending,
    save: async ({ values }, saved) => {
      const result = await save.mutateAsync({ id: saved?.id ?? null, version: saved?.version, values });
      queryClient.setQueryData(epublishKeys.item(result.id), result);
      setFiles(result.files);
      return result;
    },
    sendIssues: ({ values }) => sendIssues(epublishValuesSchema.parse(values), config.settings),
    words: {
      sendTitle: 'form.sendTitle',
      sendConfirm: 'form.sendConfirm',
      discardTitle: 'form.discardTitle',
      discardConfirm: 'form.discardConfirm',
      saved: 'form.savedDraft',
    },
    preview: 'directpurchasepreview',
    list: listRoute,
    leave,
    leaving,
  });

  const options = useTenderOptions();
  const onFile = (f: EpublishTender['files'][number]) =>
    setFiles((all) => [...all.filter((x) => x.id !== f.id), f]);

  // The form is drawn from its declared groups (tender-form-groups.ts) on the form kit: each
  // field follows the module configuration; the parts draw the cascades, covers and documents.
  return (
    <TenderFormContext.Provider value={{ config, files, onFile }}>
      <WorkflowNotice workflow={workflow} />
      <SchemaForm form={form} onSubmit={workflow.onSubmit} label={t('form.label')}>
        <Text size="sm">{t('form.mandatoryHint')}</Text>
        <ModuleConfig config={config} prefix="values." t={t as never}>
          <ConfiguredGroups groups={tenderGroups} options={options} parts={tenderParts} />
        </ModuleConfig>
        <WorkflowButtons workflow={workflow} />
      </SchemaForm>
    </TenderFormContext.Provider>
  );
}
