import { Anchor, Fieldset, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import {
  type CorrigendumChangeField,
  corrigendumChangeFields,
  corrigendumDateFields,
  corrigendumDetailsMax,
  type EpublishCorrigendum,
  type EpublishCorrigendumValuesInput,
  epublishCorrigendumCreateSchema,
  epublishCorrigendumValuesSchema,
} from '../../../common/api/epublish-corrigenda.ts';
import { type CorrigendumChange, corrigendumTypeValues } from '../../../common/api/tenders.ts';
import { corrigendumChanges, corrigendumIssues } from '../../../common/epublish/corrigendum-rules.ts';
import { translateKey } from '../../api/errors.ts';
import { CorrigendumChanges, useChangeValue } from '../../components/corrigendum-changes.tsx';
import {
  Field,
  isoInstantToText,
  RadioField,
  SchemaForm,
  textToIsoInstant,
  useSchemaForm,
} from '../../components/form/index.ts';
import { useKeyFilter } from '../../components/use-key-filter.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { epublishItemQuery } from './api.ts';
import {
  corrigendumDocumentHref,
  corrigendumItemQuery,
  corrigendumKeys,
  publishedTendersQuery,
  useSaveCorrigendum,
} from './corrigendum-api.ts';
import { DocumentField } from './document-field.tsx';
import type { FieldConfig } from './field-config.ts';
import { EntryPage, useWorkflowForm, WorkflowButtons, WorkflowNotice } from './workflow-form.tsx';

type CorrigendumType = (typeof corrigendumTypeValues)[number];

/**
 * Spec §3 Corrigendum: what each type may change (the shared rules say the same and the server
 * enforces it): a date extension the dates, an amendment any of the fields, a clarification
 * only a new clarification window, a cancel nothing (it withdraws the tender, §2 cancelledtenders).
 */
const changeableBy: Record<CorrigendumType, readonly CorrigendumChangeField[]> = {
  'date-extension': corrigendumDateFields,
  amendment: corrigendumChangeFields,
  clarification: [],
  cancel: [],
};

/** How each changeable field is typed in and shown (the kinds of src/common/api/tenders.ts). */
const inputOf: Record<CorrigendumChangeField, CorrigendumChange['kind'] | 'longText'> = {
  documentDownloadEnd: 'instant',
  bidSubmissionEnd: 'instant',
  bidOpeningDate: 'instant',
  preBidMeetingDate: 'instant',
  bidOpeningPlace: 'text',
  tenderTitle: 'text',
  workDescription: 'longText',
  location: 'text',
  tenderFee: 'money',
  emdAmount: 'money',
  estimatedValue: 'money',
  bidValidityDays: 'days',
  completionPeriodDays: 'days',
};

/** Only what the chosen type may change is sent; a cancel opens no clarification window. */
export function scopedValues(values: EpublishCorrigendumValuesInput): EpublishCorrigendumValuesInput {
  const allowed: readonly string[] = values.type ? changeableBy[values.type] : [];
  const changes = Object.fromEntries(
    Object.entries(values.changes ?? {}).filter(
      ([field, value]) => allowed.includes(field) && value !== null && value !== undefined && value !== '',
    ),
  );
  return values.type === 'cancel'
    ? { ...values, changes, clarificationStart: null, clarificationEnd: null }
    : { ...values, changes };
}

/** The form's own refinement of the shared request: the tender is chosen before anything is saved. */
const formSchema = epublishCorrigendumCreateSchema.extend({
  tenderId: z
    .number({ message: 'epublish:corrigendum.form.tenderRequired' })
    .int()
    .positive('epublish:corrigendum.form.tenderRequired'),
});
type FormValues = { tenderId: number | null; values: EpublishCorrigendumValuesInput };

const emptyValues: EpublishCorrigendumValuesInput = {
  type: null,
  details: '',
  document: null,
  clarificationStart: null,
  clarificationEnd: null,
  changes: {},
};

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
  // The form's `watch`, not useWatch: see useValue below.
  const chosen = (form.watch as (name: string) => unknown)('tenderId') as number | null;
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

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Fieldset
      id={`corrigendum-${id}`}
      legend={
        <Title order={2} size="h4" id={`corrigendum-${id}-title`}>
          {title}
        </Title>
      }
      aria-labelledby={`corrigendum-${id}-title`}
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
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
      <Part id="tender" title={t('corrigendum.form.tenderSection')}>
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
      </Part>
    );
  const options = (tenders.data?.items ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.referenceNo ?? `#${row.id}`} — ${row.title ?? ''}`,
  }));
  return (
    <Part id="tender" title={t('corrigendum.form.tenderSection')}>
      <Field<string | null>
        name="tenderId"
        format={(v) => (v === null || v === undefined ? null : String(v))}
        parse={(v) => (v ? Number(v) : null)}
      >
        {({ ref, onChange, ...input }) => (
          <Select
            {...input}
            ref={ref}
            onChange={(value) => onChange(value)}
            label={t('corrigendum.form.tender')}
            description={t('corrigendum.form.tenderHint')}
            required
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={options}
            nothingFoundMessage={tenders.isFetching ? t('common:loading') : t('corrigendum.form.noTender')}
            placeholder={t('form.choose')}
          />
        )}
      </Field>
    </Part>
  );
}

/** Type, details (the reason, for a cancel) and the corrigendum's document (spec §3 Corrigendum). */
function AboutSection({ corrigendumId }: { corrigendumId: number | null }) {
  const { t } = useTranslation(['epublish', 'corrigenda']);
  const type = useValue<CorrigendumType | null>('values.type');
  const details = useKeyFilter('textDigits');
  return (
    <Part id="about" title={t('corrigendum.form.aboutSection')}>
      <RadioField
        name="values.type"
        label={t('corrigendum.form.type')}
        description={t('corrigendum.form.typeHint')}
        required
        options={corrigendumTypeValues.map((v) => [v, t(`corrigendum.types.${v}`)])}
      />
      <Field<string> name="values.details">
        {({ ref, error, ...input }) => (
          <Textarea
            {...input}
            {...details.inputProps}
            ref={ref as never}
            error={error ?? details.error}
            label={type === 'cancel' ? t('corrigendum.form.reason') : t('corrigendum.form.details')}
            description={type === 'cancel' ? t('corrigendum.form.reasonHint') : undefined}
            required
            maxLength={corrigendumDetailsMax}
            rows={4}
          />
        )}
      </Field>
      <DocumentField
        name="values.document"
        label={t('corrigendum.form.document')}
        words={{
          title: t('corrigendum.form.documentTitle'),
          download: t('corrigendum.form.download'),
          remove: t('form.remove'),
        }}
        href={(fileId) => (corrigendumId ? corrigendumDocumentHref(corrigendumId, fileId) : null)}
      />
    </Part>
  );
}

/** An instant typed dd-mm-yyyy hh:mm IST (§9); empty is "not changed" (null). */
const instantInput = {
  format: (v: unknown) => isoInstantToText(v as string | null),
  parse: (v: unknown) => (String(v ?? '').trim() === '' ? null : textToIsoInstant(String(v))),
};
/** A number typed as text; what is not a number goes to the schema, which refuses it in words. */
const numberInput = {
  format: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
  parse: (v: unknown) => {
    const text = String(v ?? '').trim();
    return text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : text;
  },
};

/**
 * A value of the form, through the form's `watch` rather than react-hook-form's useWatch, whose
 * code would join the form kit's chunk that public pages (login) load (issue #13, as the tender
 * form does).
 */
function useValue<T>(name: string): T {
  return useFormContext().watch(name) as T;
}

function useLabel(config: FieldConfig) {
  const { t, i18n } = useTranslation('epublish');
  return (name: string) => config.label(name, i18n.language) ?? t(`fields.${name}`);
}

/** §3 Corrigendum "clarification start and end": a new window (required for a clarification). */
function WindowSection({ current }: { current: EpublishValues }) {
  const { t } = useTranslation('epublish');
  const type = useValue<CorrigendumType | null>('values.type');
  const show = useChangeValue();
  if (!type || type === 'cancel') return null;
  const required = type === 'clarification';
  return (
    <Part id="window" title={t('corrigendum.form.windowSection')}>
      <Text size="sm">{t('corrigendum.form.windowHint')}</Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {(['clarificationStart', 'clarificationEnd'] as const).map((name) => (
          <Field<string> key={name} name={`values.${name}`} {...instantInput}>
            {(input) => (
              <TextInput
                {...input}
                label={t(`fields.${name}`)}
                required={required}
                placeholder={t('common:form.dateTimePlaceholder')}
                description={t('corrigendum.form.current', { value: show('instant', current[name]) })}
              />
            )}
          </Field>
        ))}
      </SimpleGrid>
    </Part>
  );
}

/** The fields the chosen type may change, each with the tender's current value beside it. */
function ChangesSection({ current, config }: { current: EpublishValues; config: FieldConfig }) {
  const { t } = useTranslation('epublish');
  const type = useValue<CorrigendumType | null>('values.type');
  const label = useLabel(config);
  const show = useChangeValue();
  const { errors } = useFormContext().formState;
  const textFilter = useKeyFilter('textDigits');
  const decimal = useKeyFilter('decimal');
  const fields = type ? changeableBy[type] : [];
  if (fields.length === 0) return null;
  // "Change at least one date / field" belongs to the whole group (corrigendumIssues path `changes`).
  const groupError = (errors.values as { changes?: { message?: string; type?: string } } | undefined)
    ?.changes;
  return (
    <Part id="changes" title={t('corrigendum.form.changesSection')}>
      <Text size="sm" id="values.changes" tabIndex={-1}>
        {type === 'date-extension' ? t('corrigendum.form.datesHint') : t('corrigendum.form.changesHint')}
      </Text>
      {groupError?.message && (
        <Text size="sm" c="red.8" role="alert">
          {translateKey(t, groupError.message)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
        {fields.map((name) => {
          const kind = inputOf[name];
          const now = t('corrigendum.form.current', {
            value: show(kind === 'longText' ? 'text' : kind, current[name] as string | number | null),
          });
          const path = `values.changes.${name}`;
          if (kind === 'instant')
            return (
              <Field<string> key={name} name={path} {...instantInput}>
                {(input) => (
                  <TextInput
                    {...input}
                    label={t('corrigendum.form.newValue', { field: label(name) })}
                    placeholder={t('common:form.dateTimePlaceholder')}
                    description={now}
                  />
                )}
              </Field>
            );
          if (kind === 'money' || kind === 'days')
            return (
              <Field<string> key={name} name={path} {...numberInput}>
                {({ error, ...input }) => (
                  <TextInput
                    {...input}
                    {...decimal.inputProps}
                    inputMode="decimal"
                    error={error ?? decimal.error}
                    label={t('corrigendum.form.newValue', { field: label(name) })}
                    description={now}
                  />
                )}
              </Field>
            );
          return (
            <Field<string> key={name} name={path} format={(v) => (v ?? '') as string}>
              {({ ref, error, ...input }) =>
                kind === 'longText' ? (
                  <Textarea
                    {...input}
                    ref={ref as never}
                    error={error}
                    label={t('corrigendum.form.newValue', { field: label(name) })}
                    description={now}
                    rows={3}
                  />
                ) : (
                  <TextInput
                    {...input}
                    {...textFilter.inputProps}
                    ref={ref}
                    error={error ?? textFilter.error}
                    label={t('corrigendum.form.newValue', { field: label(name) })}
                    description={now}
                  />
                )
              }
            </Field>
          );
        })}
      </SimpleGrid>
    </Part>
  );
}

/** Live: the old → new table the public will read, from the shared corrigendumChanges. */
function Summary({ current }: { current: EpublishValues }) {
  const { t } = useTranslation('epublish');
  const values = useValue<EpublishCorrigendumValuesInput>('values');
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
