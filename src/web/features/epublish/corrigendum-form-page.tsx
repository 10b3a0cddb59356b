import { Anchor, SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import {
  corrigendumDetailsMax,
  type EpublishCorrigendum,
  type EpublishCorrigendumValuesInput,
  epublishCorrigendumValuesSchema,
} from '../../../common/api/epublish-corrigenda.ts';
import { corrigendumTypeValues } from '../../../common/api/tenders.ts';
import { corrigendumChanges, corrigendumIssues } from '../../../common/epublish/corrigendum-rules.ts';
import { CorrigendumChanges, useChangeValue } from '../../components/corrigendum-changes.tsx';
import {
  DateTimeField,
  FieldErrorText,
  FileField,
  FormSection,
  NumberField,
  RadioField,
  SchemaForm,
  SelectField,
  TextareaField,
  TextField,
  useSchemaForm,
} from '../../components/form/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { epublishItemQuery } from './api.ts';
import {
  corrigendumDocumentHref,
  corrigendumItemQuery,
  corrigendumKeys,
  publishedTendersQuery,
  useSaveCorrigendum,
} from './corrigendum-api.ts';
import {
  type CorrigendumType,
  changeableBy,
  emptyValues,
  type FormValues,
  formSchema,
  inputOf,
  scopedValues,
} from './corrigendum-form-table.ts';
import type { FieldConfig } from './field-config.ts';
import { EntryPage, useWorkflowForm, WorkflowButtons, WorkflowNotice } from './workflow-form.tsx';

/**
 * Spec §2 directpurchasecorrigendum (issue #11 item 3): a corrigendum of one of the creator's
 * published ePublish tenders, on the form kit over the shared schema; `?id=N` opens a saved one,
 * `?tender=N` starts one for that tender (docs/decisions/025). The old → new summary is the
 * shared corrigendumChanges, live; what must be right before sending is the shared
 * corrigendumIssues, checked here before asking and again by the server.
 */
export function CorrigendumFormPage() {
  const { t } = useTranslation(['epublish', 'routes']);
  const [params] = useSearchParams();
  const tender = Number(params.get('tender'));
  return (
    <EntryPage
      title={t('routes:directpurchasecorrigendum')}
      itemQuery={corrigendumItemQuery}
      preview="directpurchasecorrigendumpreview"
      locked={{ notEditable: 'corrigendum.form.notEditable', openPreview: 'corrigendum.form.openPreview' }}
    >
      {(item, config, nav) => (
        <CorrigendumForm
          item={item}
          tenderId={item?.tender.id ?? (Number.isInteger(tender) && tender > 0 ? tender : null)}
          config={config}
          nav={nav}
        />
      )}
    </EntryPage>
  );
}

function CorrigendumForm({
  item,
  tenderId,
  config,
  nav,
}: {
  item: EpublishCorrigendum | null;
  tenderId: number | null;
  config: FieldConfig;
  nav: { leave(to: string): void; leaving: boolean };
}) {
  const { t } = useTranslation(['epublish', 'common']);
  const queryClient = useQueryClient();
  const save = useSaveCorrigendum();
  const [initial] = useState<FormValues>(() => ({
    tenderId,
    // Stored values say "none" with null; the form's text input reads it as empty text.
    values: item
      ? ({
          ...emptyValues,
          ...item.values,
          details: item.values.details ?? '',
        } as EpublishCorrigendumValuesInput)
      : emptyValues,
  }));
  const form = useSchemaForm(formSchema, initial as never);
  // The chosen tender, subscribed to alone (useWatch), not the whole form on every key press.
  const chosen = useWatch({ control: form.control as never, name: 'tenderId' }) as number | null;
  const tender = useQuery({ ...epublishItemQuery(chosen ?? 0), enabled: Boolean(chosen) });
  const current = tender.data?.values as EpublishValues | undefined;
  const workflow = useWorkflowForm<FormValues>({
    item,
    form: form as never,
    resource: 'corrigenda',
    saving: save.isPending,
    // Only what the chosen type may change is saved (scopedValues).
    save: async ({ tenderId: tid, values }, saved) => {
      const body = scopedValues(values);
      const result = await save.mutateAsync(
        saved
          ? { id: saved.id, version: saved.version, values: body }
          : { id: null, tenderId: tid as number, values: body },
      );
      queryClient.setQueryData(corrigendumKeys.item(result.id), result);
      return result;
    },
    sendIssues: ({ values }) =>
      current
        ? corrigendumIssues(
            current,
            epublishCorrigendumValuesSchema.parse(scopedValues(values)),
            config.settings,
          )
        : [],
    words: {
      sendTitle: 'corrigendum.form.sendTitle',
      sendConfirm: 'corrigendum.form.sendConfirm',
      discardTitle: 'corrigendum.form.discardTitle',
      discardConfirm: 'corrigendum.form.discardConfirm',
      saved: 'corrigendum.form.savedDraft',
    },
    preview: 'directpurchasecorrigendumpreview',
    list: 'directpurchasecorrigendumlist',
    ...nav,
  });

  return (
    <>
      <WorkflowNotice workflow={workflow} />
      <SchemaForm form={form} onSubmit={workflow.onSubmit} label={t('corrigendum.form.label')}>
        <Text size="sm">{t('corrigendum.form.mandatoryHint')}</Text>
        <TenderSection item={item} />
        <AboutSection corrigendumId={workflow.savedId} />
        {current && <WindowSection current={current} />}
        {current && <ChangesSection current={current} config={config} />}
        {current && <Summary current={current} />}
        <WorkflowButtons workflow={workflow} />
      </SchemaForm>
    </>
  );
}

/** The published tender it amends: chosen once, for a new corrigendum; fixed afterwards. */
function TenderSection({ item }: { item: EpublishCorrigendum | null }) {
  const { t } = useTranslation('epublish');
  const { to } = usePrefix();
  const [search, setSearch] = useState('');
  // Spec §5: a keyword of at least 3 characters goes to the server; shorter ones filter here.
  const q = search.trim().length >= 3 ? search.trim() : '';
  const tenders = useQuery({ ...publishedTendersQuery(q), enabled: item === null });
  if (item)
    return (
      <FormSection id="corrigendum-tender" names={[]} title={t('corrigendum.form.tenderSection')}>
        <Text>
          {item.tender.referenceNo ?? '—'}: {item.tender.title ?? '—'}
        </Text>
        {item.tender.publishedUid && (
          <Anchor
            component={Link}
            to={`${to('DirectPurchasefullview')}?id=${encodeURIComponent(item.tender.publishedUid)}`}
          >
            {t('corrigendum.form.tenderPublic')}
          </Anchor>
        )}
      </FormSection>
    );
  const options = (tenders.data?.items ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.referenceNo ?? `#${row.id}`} — ${row.title ?? ''}`,
  }));
  return (
    <FormSection id="corrigendum-tender" names={['tenderId']} title={t('corrigendum.form.tenderSection')}>
      <SelectField
        name="tenderId"
        numeric
        empty={null}
        label={t('corrigendum.form.tender')}
        description={t('corrigendum.form.tenderHint')}
        required
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        nothingFoundMessage={tenders.isFetching ? t('common:loading') : t('corrigendum.form.noTender')}
      />
    </FormSection>
  );
}

/** Type, details (the reason, for a cancel) and the corrigendum's document (spec §3 Corrigendum). */
function AboutSection({ corrigendumId }: { corrigendumId: number | null }) {
  const { t } = useTranslation(['epublish', 'corrigenda']);
  const type = useWatch({ name: 'values.type' }) as CorrigendumType | null;
  return (
    <FormSection
      id="corrigendum-about"
      names={['values.type', 'values.details', 'values.document']}
      title={t('corrigendum.form.aboutSection')}
    >
      <RadioField
        name="values.type"
        label={t('corrigendum.form.type')}
        description={t('corrigendum.form.typeHint')}
        required
        options={corrigendumTypeValues.map((v) => [v, t(`corrigendum.types.${v}`)])}
      />
      <TextareaField
        name="values.details"
        label={type === 'cancel' ? t('corrigendum.form.reason') : t('corrigendum.form.details')}
        description={type === 'cancel' ? t('corrigendum.form.reasonHint') : undefined}
        required
        maxLength={corrigendumDetailsMax}
        rows={4}
      />
      <FileField
        name="values.document"
        purpose="tender-document"
        label={t('corrigendum.form.document')}
        words={{
          title: t('corrigendum.form.documentTitle'),
          download: t('corrigendum.form.download'),
          remove: t('form.remove'),
        }}
        href={(fileId) => (corrigendumId ? corrigendumDocumentHref(corrigendumId, fileId) : null)}
      />
    </FormSection>
  );
}

function useLabel(config: FieldConfig) {
  const { t, i18n } = useTranslation('epublish');
  return (name: string) => config.label(name, i18n.language) ?? t(`fields.${name}`);
}

/** §3 Corrigendum "clarification start and end": a new window (required for a clarification). */
function WindowSection({ current }: { current: EpublishValues }) {
  const { t } = useTranslation('epublish');
  const type = useWatch({ name: 'values.type' }) as CorrigendumType | null;
  const show = useChangeValue();
  if (!type || type === 'cancel') return null;
  const required = type === 'clarification';
  const names = ['clarificationStart', 'clarificationEnd'] as const;
  return (
    <FormSection
      id="corrigendum-window"
      names={names.map((n) => `values.${n}`)}
      title={t('corrigendum.form.windowSection')}
    >
      <Text size="sm">{t('corrigendum.form.windowHint')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {names.map((name) => (
          <DateTimeField
            key={name}
            name={`values.${name}`}
            optional
            label={t(`fields.${name}`)}
            required={required}
            description={t('corrigendum.form.current', { value: show('instant', current[name]) })}
          />
        ))}
      </SimpleGrid>
    </FormSection>
  );
}

/** The fields the chosen type may change, each with the tender's current value beside it. */
function ChangesSection({ current, config }: { current: EpublishValues; config: FieldConfig }) {
  const { t } = useTranslation('epublish');
  const type = useWatch({ name: 'values.type' }) as CorrigendumType | null;
  const label = useLabel(config);
  const show = useChangeValue();
  const fields = type ? changeableBy[type] : [];
  if (fields.length === 0) return null;
  return (
    <FormSection
      id="corrigendum-changes"
      names={['values.changes']}
      title={t('corrigendum.form.changesSection')}
    >
      <Text size="sm" id="values.changes" tabIndex={-1}>
        {type === 'date-extension' ? t('corrigendum.form.datesHint') : t('corrigendum.form.changesHint')}
      </Text>
      {/* "Change at least one date / field" belongs to the whole group (corrigendumIssues path `changes`). */}
      <FieldErrorText name="values.changes" />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((name) => {
          const kind = inputOf[name];
          const props = {
            name: `values.changes.${name}`,
            label: t('corrigendum.form.newValue', { field: label(name) }),
            description: t('corrigendum.form.current', {
              value: show(kind === 'longText' ? 'text' : kind, current[name] as string | number | null),
            }),
          };
          // Each kind on its kit field; empty is "not changed" (scopedValues drops it).
          if (kind === 'instant') return <DateTimeField key={name} {...props} optional />;
          if (kind === 'money') return <NumberField key={name} {...props} kind="rupees" />;
          if (kind === 'days') return <NumberField key={name} {...props} kind="whole" />;
          if (kind === 'longText') return <TextareaField key={name} {...props} rows={3} />;
          return <TextField key={name} {...props} keyFilter="textDigits" />;
        })}
      </SimpleGrid>
    </FormSection>
  );
}

/** Live: the old → new table the public will read, from the shared corrigendumChanges. */
function Summary({ current }: { current: EpublishValues }) {
  const { t } = useTranslation('epublish');
  const values = useWatch({ name: 'values' }) as EpublishCorrigendumValuesInput;
  const parsed = epublishCorrigendumValuesSchema.safeParse(scopedValues(values));
  const changes = parsed.success ? corrigendumChanges(current, parsed.data) : null;
  return (
    <section aria-labelledby="corrigendum-summary" aria-live="polite">
      <Title order={2} size="h4" id="corrigendum-summary" mb="xs">
        {t('corrigendum.form.summary')}
      </Title>
      {values.type === 'cancel' ? (
        <Text>{t('corrigendum.form.summaryCancel')}</Text>
      ) : changes === null ? (
        <Text>{t('corrigendum.form.summaryIncomplete')}</Text>
      ) : changes.length === 0 ? (
        <Text>{t('corrigendum.form.summaryNone')}</Text>
      ) : (
        <CorrigendumChanges changes={changes} />
      )}
    </section>
  );
}
