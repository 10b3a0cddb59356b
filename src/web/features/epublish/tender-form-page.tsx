import {
  Button,
  Code,
  Fieldset,
  Group,
  Select,
  type SelectProps,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CoverKind,
  coverDocumentTypes,
  coversFor,
  type EpublishTender,
  type EpublishValuesInput,
  epublishCreateSchema,
  epublishValuesSchema,
} from '../../../common/api/epublish.ts';
import type { ProductCategory, ReferenceEntry } from '../../../common/api/masters.ts';
import { sendIssues, unspscLevelFields } from '../../../common/epublish/tender-rules.ts';
import { type MasterKind, masterKindSlug } from '../../../common/masters/kinds.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import type { KeyClass } from '../../../common/validation/key-filters.ts';
import { apiFetch } from '../../api/client.ts';
import { translateKey } from '../../api/errors.ts';
import { FileUpload } from '../../components/file-upload.tsx';
import {
  CheckboxField,
  DateTimeField,
  Field,
  SchemaForm,
  useSchemaForm,
} from '../../components/form/index.ts';
import { PincodeField } from '../../components/pincode-field.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { useKeyFilter } from '../../components/use-key-filter.ts';
import { epublishItemQuery, epublishKeys, productCategoriesQuery, useSaveEpublishTender } from './api.ts';
import { type FieldConfig, fieldConfig } from './field-config.ts';
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

const Config = createContext<{ config: FieldConfig; files: EpublishTender['files'] }>({
  config: fieldConfig([]),
  files: [],
});

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

  return (
    <Config.Provider value={{ config, files }}>
      <WorkflowNotice workflow={workflow} />
      <SchemaForm form={form} onSubmit={workflow.onSubmit} label={t('form.label')}>
        <Text size="sm">{t('form.mandatoryHint')}</Text>
        <BasicSection />
        <ClassificationSection />
        <LocationSection />
        <DatesSection />
        <FeesSection />
        <CoversSection />
        <AuthoritySection />
        <TermsSection />
        <DocumentsSection onFile={(f) => setFiles((all) => [...all.filter((x) => x.id !== f.id), f])} />
        <WorkflowButtons workflow={workflow} />
      </SchemaForm>
    </Config.Provider>
  );
}

/* ---------- fields that follow the configuration ---------- */

function useFieldLabel() {
  const { t, i18n } = useTranslation('epublish');
  const { config } = useContext(Config);
  return (name: string) => config.label(name, i18n.language) ?? t(`fields.${name}`);
}

/** A field of the configuration: hidden when it says so; mandatory marked (or when a flag needs it). */
function useShown(name: string, requiredWhen?: boolean) {
  const { config } = useContext(Config);
  const label = useFieldLabel();
  return {
    show: config.show(name),
    label: label(name),
    required: requiredWhen ?? config.mandatory(name),
  };
}

function Txt({
  name,
  keyClass,
  area,
  maxLength,
  requiredWhen,
}: {
  name: string;
  keyClass?: KeyClass;
  area?: boolean;
  maxLength?: number;
  requiredWhen?: boolean;
}) {
  const { show, label, required } = useShown(name, requiredWhen);
  const filter = useKeyFilter(keyClass ?? 'text');
  if (!show) return null;
  return (
    <Field<string> name={`values.${name}`}>
      {({ ref, error, ...input }) =>
        area ? (
          <Textarea
            {...input}
            {...(keyClass ? filter.inputProps : {})}
            ref={ref as never}
            error={error ?? (keyClass ? filter.error : undefined)}
            label={label}
            required={required}
            maxLength={maxLength}
            rows={3}
          />
        ) : (
          <TextInput
            {...input}
            {...(keyClass ? filter.inputProps : {})}
            ref={ref}
            error={error ?? (keyClass ? filter.error : undefined)}
            label={label}
            required={required}
            maxLength={maxLength}
          />
        )
      }
    </Field>
  );
}

/** Numbers typed as text: empty is null; what is not a number goes to the schema to be refused in words. */
const numberParse = {
  format: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
  parse: (v: unknown) => {
    const s = String(v ?? '').trim();
    if (s === '') return null;
    const n = Number(s);
    return Number.isFinite(n) ? n : s;
  },
};

function Num({
  name,
  requiredWhen,
  path,
  label: own,
}: {
  name: string;
  requiredWhen?: boolean;
  path?: string;
  label?: string;
}) {
  const { show, label, required } = useShown(name, requiredWhen);
  const filter = useKeyFilter('decimal');
  if (!show) return null;
  return (
    <Field<string> name={path ?? `values.${name}`} {...numberParse}>
      {({ error, ...input }) => (
        <TextInput
          {...input}
          {...filter.inputProps}
          inputMode="decimal"
          error={error ?? filter.error}
          label={own ?? label}
          required={required}
        />
      )}
    </Field>
  );
}

function Flag({ name }: { name: string }) {
  const { show, label } = useShown(name);
  if (!show) return null;
  return <CheckboxField name={`values.${name}`} label={label} />;
}

function DateTime({ name, requiredWhen }: { name: string; requiredWhen?: boolean }) {
  const { t } = useTranslation('epublish');
  const { show, label, required } = useShown(name, requiredWhen);
  if (!show) return null;
  return (
    <DateTimeField
      name={`values.${name}`}
      label={label}
      required={required}
      description={t('form.istHint')}
    />
  );
}

function Choice({
  name,
  data,
  requiredWhen,
}: {
  name: string;
  data: { value: string; label: string }[];
  requiredWhen?: boolean;
}) {
  const { show, label, required } = useShown(name, requiredWhen);
  const { t } = useTranslation('epublish');
  if (!show) return null;
  return (
    <ChoiceField
      name={`values.${name}`}
      label={label}
      required={required}
      data={data}
      searchable
      clearable
      placeholder={t('form.choose')}
      nothingFoundMessage={t('form.nothingFound')}
    />
  );
}

/**
 * A select on the kit's Field, as the kit's SelectField does: that one lives in the kit's
 * field module with the text inputs, so using it would bring the select's code into every form
 * page's first load, the public login included (issue #13 budget; see decision 024).
 */
function ChoiceField({
  name,
  numeric,
  ...rest
}: { name: string; numeric?: boolean } & Omit<SelectProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Field<string | null>
      name={name}
      format={(v) => (v === null || v === undefined || v === '' ? null : String(v))}
      parse={(v) => (numeric && v !== null && v !== '' ? Number(v) : (v ?? ''))}
    >
      {(input) => <Select {...rest} {...input} />}
    </Field>
  );
}

/** A master's active entries as options (masters reference lists; spec §3 masters). */
function useReferenceEntries(kind: MasterKind) {
  const { data } = useQuery({
    queryKey: ['reference', kind],
    queryFn: ({ signal }) => apiFetch<ReferenceEntry[]>(`/reference/${masterKindSlug[kind]}`, { signal }),
    staleTime: 10 * 60_000,
  });
  return data ?? [];
}

function useReference(kind: MasterKind) {
  const { i18n } = useTranslation();
  return useReferenceEntries(kind).map((e) => ({
    value: e.code,
    label: i18n.language === 'as' ? e.nameAs : e.nameEn,
  }));
}

function useCurrencies() {
  const { data } = useQuery({
    queryKey: ['reference', 'currencies'],
    queryFn: ({ signal }) => apiFetch<{ code: string; name: string }[]>('/reference/currencies', { signal }),
    staleTime: 10 * 60_000,
  });
  return (data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));
}

function useCategories(scheme: 'unspsc' | 'gepnic', parent: string | null | undefined, enabled = true) {
  const on = enabled && parent !== null && parent !== '';
  const { data } = useQuery({ ...productCategoriesQuery(scheme, parent), enabled: on });
  return on ? (data ?? []) : [];
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={
        <Title order={2} size="h4" id={`form-${id}`}>
          {title}
        </Title>
      }
      aria-labelledby={`form-${id}`}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

function useValue<T>(name: string): T {
  // `watch` of the form, not useWatch/useFieldArray: those would add their code to the form
  // kit's chunk, which the public login page loads (issue #13 budget).
  return useFormContext().watch(`values.${name}`) as T;
}

/* ---------- the groups, as a department user thinks of a tender ---------- */

function BasicSection() {
  const { t } = useTranslation('epublish');
  return (
    <Section id="basic" title={t('form.sections.basic')}>
      <Txt name="tenderReferenceNumber" keyClass="code" maxLength={100} />
      <Txt name="tenderTitle" keyClass="textDigits" maxLength={300} />
      <Txt name="workDescription" area maxLength={4000} />
      <Choice name="tenderType" data={useReference('tender_type')} />
      <Choice name="tenderCategory" data={useReference('tender_category')} />
      <Choice name="formOfContract" data={useReference('form_of_contract')} />
      <Choice name="sector" data={useReference('sector')} />
    </Section>
  );
}

function ClassificationSection() {
  const { t } = useTranslation('epublish');
  const { setValue } = useFormContext();
  // The state's product categories (GePNIC) sit under the tender categories, by English name
  // (Works › Civil Works › …): the chosen tender category narrows them.
  const tenderCategory = useValue<string | null>('tenderCategory');
  const segment =
    useReferenceEntries('tender_category').find((e) => e.code === tenderCategory)?.nameEn ?? null;
  const category = useValue<string | null>('productCategory');
  const categories = useCategories('gepnic', segment);
  const categoryCode = categories.find((c) => c.name === category)?.code ?? null;
  const subCategories = useCategories('gepnic', categoryCode);
  const { config } = useContext(Config);
  const levels = unspscLevelFields;
  const chosen = [
    useValue<string | null>(levels[0]),
    useValue<string | null>(levels[1]),
    useValue<string | null>(levels[2]),
  ];
  const options = [
    useCategories('unspsc', undefined, config.loaded.unspsc),
    useCategories('unspsc', chosen[0], config.loaded.unspsc),
    useCategories('unspsc', chosen[1], config.loaded.unspsc),
    useCategories('unspsc', chosen[2], config.loaded.unspsc),
  ];
  const asOptions = (list: ProductCategory[]) =>
    list.map((c) => ({ value: c.code, label: `${c.code} — ${c.name}` }));
  return (
    <Section id="classification" title={t('form.sections.classification')}>
      <Choice name="productCategory" data={categories.map((c) => ({ value: c.name, label: c.name }))} />
      <Choice name="productSubCategory" data={subCategories.map((c) => ({ value: c.name, label: c.name }))} />
      {config.loaded.unspsc
        ? levels.map((level, i) => (
            <CascadeLevel
              key={level}
              name={level}
              data={asOptions(options[i]!)}
              // A new choice at one level clears the levels below it (their codes no longer fit).
              onChosen={() => {
                for (const below of levels.slice(i + 1))
                  setValue(`values.${below}`, '', { shouldDirty: true });
              }}
            />
          ))
        : // No UNSPSC list is loaded (no open one exists, shared/data README): four empty selects
          // would ask for what cannot be given, so one sentence says so; the levels are optional
          // then, here and on the server (classificationSettings).
          levels.some((level) => config.show(level)) && (
            <Text size="sm" data-testid="unspsc-not-loaded" style={{ gridColumn: '1 / -1' }}>
              {t('form.unspscNotLoaded')}
            </Text>
          )}
    </Section>
  );
}

function CascadeLevel({
  name,
  data,
  onChosen,
}: {
  name: string;
  data: { value: string; label: string }[];
  onChosen(): void;
}) {
  const { show, label, required } = useShown(name);
  const { t } = useTranslation('epublish');
  if (!show) return null;
  return (
    <Field<string | null>
      name={`values.${name}`}
      format={(v) => (v ? String(v) : null)}
      parse={(v) => v ?? ''}
    >
      {(input) => (
        <Select
          {...input}
          onChange={(value) => {
            input.onChange(value);
            onChosen();
          }}
          label={label}
          required={required}
          data={data}
          searchable
          clearable
          placeholder={t('form.choose')}
          nothingFoundMessage={t('form.nothingFound')}
        />
      )}
    </Field>
  );
}

function LocationSection() {
  const { t } = useTranslation('epublish');
  const { setValue } = useFormContext();
  const pin = useShown('pincode');
  return (
    <Section id="location" title={t('form.sections.location')}>
      <Txt name="location" keyClass="textDigits" maxLength={200} />
      {pin.show && (
        <Field<string> name="values.pincode">
          {(input) => (
            <PincodeField
              {...input}
              label={pin.label}
              required={pin.required}
              onPlace={(place) => {
                setValue('values.state', place.state, { shouldDirty: true });
                setValue('values.district', place.district, { shouldDirty: true });
              }}
            />
          )}
        </Field>
      )}
      <Txt name="state" keyClass="text" maxLength={100} />
      <Txt name="district" keyClass="text" maxLength={100} />
      <Flag name="multipleDeliveryLocations" />
    </Section>
  );
}

function DatesSection() {
  const { t } = useTranslation('epublish');
  const preBid = useValue<boolean>('preBidMeeting');
  return (
    <Section id="dates" title={t('form.sections.dates')}>
      <DateTime name="publishedDate" />
      <div />
      <DateTime name="documentDownloadStart" />
      <DateTime name="documentDownloadEnd" />
      <DateTime name="bidSubmissionStart" />
      <DateTime name="bidSubmissionEnd" />
      <DateTime name="bidOpeningDate" />
      <Txt name="bidOpeningPlace" keyClass="textDigits" maxLength={200} />
      <DateTime name="clarificationStart" />
      <DateTime name="clarificationEnd" />
      <Flag name="preBidMeeting" />
      {preBid && (
        <>
          <DateTime name="preBidMeetingDate" requiredWhen />
          <Txt name="preBidMeetingPlace" keyClass="textDigits" maxLength={200} requiredWhen />
          <Txt name="preBidMeetingAddress" keyClass="textDigits" maxLength={500} requiredWhen />
        </>
      )}
      <Text size="sm" style={{ gridColumn: '1 / -1' }}>
        {t('form.bidWindowHint')}
      </Text>
    </Section>
  );
}

function FeesSection() {
  const { t } = useTranslation('epublish');
  const currencies = useCurrencies();
  const instruments = useReference('offline_instrument');
  const feeExempt = useValue<boolean>('tenderFeeExemption');
  const emdExempt = useValue<boolean>('emdExemption');
  const exemption = feeExempt || emdExempt;
  const multiFee = useValue<boolean>('multiCurrencyFee');
  const multiEmd = useValue<boolean>('multiCurrencyEmd');
  const multipleEmd = useValue<boolean>('multipleEmd');
  const guarantee = useValue<string | null>('bankGuaranteeType');
  return (
    <Section id="fees" title={t('form.sections.fees')}>
      <Choice name="currency" data={currencies} />
      <Num name="estimatedValue" />
      <Flag name="showTenderValue" />
      <div />
      <Num name="tenderFee" />
      <Num name="emdAmount" />
      <Flag name="tenderFeeExemption" />
      <Flag name="emdExemption" />
      {exemption && <Txt name="exemptionReason" keyClass="textDigits" maxLength={500} requiredWhen />}
      <Txt name="payableTo" keyClass="textDigits" maxLength={200} />
      <Txt name="payableAt" keyClass="textDigits" maxLength={200} />
      <Choice name="offlineInstrument" data={instruments} />
      <Flag name="multiCurrencyFee" />
      {multiFee && <Choice name="feeCurrency" data={currencies} requiredWhen />}
      <Flag name="multiCurrencyEmd" />
      {multiEmd && <Choice name="emdCurrency" data={currencies} requiredWhen />}
      <Flag name="multipleEmd" />
      {multipleEmd && <EmdValues />}
      <Choice
        name="bankGuaranteeType"
        data={[
          { value: 'fixed', label: t('form.guarantee.fixed') },
          { value: 'percentage', label: t('form.guarantee.percentage') },
        ]}
      />
      {guarantee && <Num name="bankGuaranteeValue" requiredWhen />}
    </Section>
  );
}

/** Spec §3 "multiple EMD values": one amount per line, at least two (tender-rules.ts). */
function EmdValues() {
  const { t } = useTranslation('epublish');
  const { setValue, getValues } = useFormContext();
  const values = (useValue<number[]>('emdValues') ?? []) as (number | null)[];
  const label = useFieldLabel()('emdValues');
  return (
    <Fieldset legend={label} id="values.emdValues" style={{ gridColumn: '1 / -1' }}>
      <Stack gap="xs">
        {values.map((_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the amounts are positional
          <Group key={i} align="flex-end">
            <Num name="emdValues" path={`values.emdValues.${i}`} label={t('form.emdValue', { n: i + 1 })} />
            <Button
              variant="subtle"
              color="red"
              onClick={() =>
                setValue(
                  'values.emdValues',
                  (getValues('values.emdValues') as number[]).filter((__, j) => j !== i),
                  { shouldDirty: true },
                )
              }
            >
              {t('form.remove')}
            </Button>
          </Group>
        ))}
        <Button
          variant="outline"
          w="fit-content"
          onClick={() =>
            setValue('values.emdValues', [...((getValues('values.emdValues') as number[]) ?? []), 0], {
              shouldDirty: true,
            })
          }
        >
          {t('form.addEmdValue')}
        </Button>
        <FieldErrorText name="values.emdValues" />
      </Stack>
    </Fieldset>
  );
}

/** The error of a group (an array) that has no single input of its own. */
function FieldErrorText({ name }: { name: string }) {
  const { t } = useTranslation('epublish');
  const { getFieldState, formState } = useFormContext();
  const message = getFieldState(name, formState).error?.message;
  if (!message) return null;
  return (
    <Text c="red.8" size="sm" id={`${name}-error`}>
      {translateKey(t, message)}
    </Text>
  );
}

/**
 * Spec §9 "single; double; triple with EMD, technical, and financial; quadruple with an NDA or
 * pre-qualification cover" and §3 "Cover: documents with name, type, and size": the number of
 * covers sets the covers (coversFor); each cover lists what a bidder must put in it.
 */
function CoversSection() {
  const { t } = useTranslation('epublish');
  const { setValue, getValues } = useFormContext();
  const count = useValue<number | null>('numberOfCovers');
  const nda = useValue<boolean>('nonDisclosureAgreement');
  const number = useShown('numberOfCovers');
  const covers = (useValue<unknown[]>('covers') ?? []).length;

  // The covers follow the count (and the NDA flag for four): keep the documents of a kind that stays.
  useEffect(() => {
    if (count === null || count === undefined) return;
    const kinds = coversFor(count, nda);
    const current = (getValues('values.covers') ?? []) as { kind: CoverKind; documents: unknown[] }[];
    if (current.length === kinds.length && current.every((c, i) => c.kind === kinds[i])) return;
    setValue(
      'values.covers',
      kinds.map((kind) => ({ kind, documents: current.find((c) => c.kind === kind)?.documents ?? [] })),
      { shouldDirty: true },
    );
  }, [count, nda, getValues, setValue]);

  return (
    <Fieldset
      legend={
        <Title order={2} size="h4" id="form-covers">
          {t('form.sections.covers')}
        </Title>
      }
      aria-labelledby="form-covers"
    >
      <Stack gap="md">
        <ChoiceField
          name="values.numberOfCovers"
          numeric
          label={number.label}
          required
          data={['1', '2', '3', '4'].map((n) => ({ value: n, label: t(`form.coverCount.${n}`) }))}
          placeholder={t('form.choose')}
          maw={360}
        />
        <FieldErrorText name="values.covers" />
        {Array.from({ length: covers }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the covers are positional (coversFor)
          <CoverEditor key={i} index={i} />
        ))}
      </Stack>
    </Fieldset>
  );
}

function CoverEditor({ index }: { index: number }) {
  const { t } = useTranslation('epublish');
  const { watch, getValues, setValue } = useFormContext();
  const kind = watch(`values.covers.${index}.kind`) as CoverKind;
  const base = `values.covers.${index}.documents`;
  const count = ((watch(base) as unknown[] | undefined) ?? []).length;
  const documents = () => (getValues(base) as unknown[] | undefined) ?? [];
  const append = (doc: unknown) => setValue(base, [...documents(), doc], { shouldDirty: true });
  const remove = (j: number) =>
    setValue(
      base,
      documents().filter((_, k) => k !== j),
      { shouldDirty: true },
    );
  const heading = t('form.coverHeading', { n: index + 1, kind: t(`coverKinds.${kind}`) });
  return (
    <Fieldset legend={heading} id={base} aria-describedby={`${base}-hint`}>
      <Text size="sm" id={`${base}-hint`} mb="xs">
        {t('form.coverHint')}
      </Text>
      <Stack gap="sm">
        {Array.from({ length: count }, (_, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a cover's documents are positional
          <Group key={j} align="flex-start" wrap="wrap">
            <CoverDocName path={`${base}.${j}.name`} label={t('form.documentName', { n: j + 1 })} />
            <ChoiceField
              name={`${base}.${j}.type`}
              label={t('form.documentType', { n: j + 1 })}
              data={coverDocumentTypes.map((ty) => ({ value: ty, label: ty.toUpperCase() }))}
              w={140}
            />
            <Num name="sizeMb" path={`${base}.${j}.sizeMb`} label={t('form.documentSize', { n: j + 1 })} />
            <Button
              mt={24}
              variant="subtle"
              color="red"
              onClick={() => remove(j)}
              aria-label={t('form.removeDocumentOf', { n: j + 1, cover: heading })}
            >
              {t('form.remove')}
            </Button>
          </Group>
        ))}
        <Button
          variant="outline"
          w="fit-content"
          onClick={() => append({ name: '', type: 'pdf', sizeMb: 20 })}
          aria-label={t('form.addDocumentTo', { cover: heading })}
        >
          {t('form.addDocument')}
        </Button>
        <FieldErrorText name={base} />
      </Stack>
    </Fieldset>
  );
}

function CoverDocName({ path, label }: { path: string; label: string }) {
  const filter = useKeyFilter('textDigits');
  return (
    <Field<string> name={path}>
      {({ error, ...input }) => (
        <TextInput
          {...input}
          {...filter.inputProps}
          error={error ?? filter.error}
          label={label}
          required
          maxLength={100}
          w={320}
        />
      )}
    </Field>
  );
}

function AuthoritySection() {
  const { t } = useTranslation('epublish');
  return (
    <Section id="authority" title={t('form.sections.authority')}>
      <Txt name="invitingAuthority" keyClass="textDigits" maxLength={200} />
      <Txt name="invitingAuthorityAddress" keyClass="textDigits" area maxLength={500} />
    </Section>
  );
}

function TermsSection() {
  const { t } = useTranslation('epublish');
  const approval = useValue<boolean>('administrativeApproval');
  return (
    <Section id="terms" title={t('form.sections.terms')}>
      <Flag name="administrativeApproval" />
      {approval && <Txt name="administrativeApprovalNumber" keyClass="code" maxLength={100} requiredWhen />}
      <Num name="bidValidityDays" />
      <Num name="completionPeriodDays" />
      <Txt name="prequalification" area maxLength={2000} />
      <Choice name="tendererClass" data={useReference('tenderer_class')} />
      <Choice
        name="competitiveBidderType"
        data={[
          { value: 'national', label: t('form.bidderType.national') },
          { value: 'global', label: t('form.bidderType.global') },
        ]}
      />
      <Choice name="fundingAgency" data={useReference('funding_agency')} />
      <Flag name="publicView" />
      <Flag name="qualityCumCostSelection" />
      <Flag name="nonDisclosureAgreement" />
      <Flag name="twoStageBidding" />
      <Flag name="tenderCumAuction" />
    </Section>
  );
}

type StoredFileInfo = EpublishTender['files'][number];

/**
 * Spec §5 Files: the NIT (mandatory) and other documents, PDF or xls/xlsx, uploaded through
 * the files kit (purpose tender-document); the form keeps the file's id and a title for bidders.
 */
function DocumentsSection({ onFile }: { onFile(file: StoredFileInfo): void }) {
  const { t } = useTranslation('epublish');
  const { setValue, getValues } = useFormContext();
  const label = useFieldLabel();
  const nit = useValue<{ fileId: number; title: string } | null>('nitDocument');
  const others = (useValue<{ fileId: number; title: string }[]>('otherDocuments') ?? []) as {
    fileId: number;
    title: string;
  }[];
  const showOthers = useShown('otherDocuments').show;
  const { files } = useContext(Config);
  const about = (fileId: number) => files.find((f) => f.id === fileId);
  const take = (file: { id: number; name: string; size: number; sha256: string }) => {
    onFile({ id: file.id, name: file.name, sizeBytes: file.size, sha256: file.sha256 });
    return { fileId: file.id, title: file.name.replace(/\.[^.]+$/, '').slice(0, 150) };
  };
  return (
    <Fieldset
      legend={
        <Title order={2} size="h4" id="form-documents">
          {t('form.sections.documents')}
        </Title>
      }
      aria-labelledby="form-documents"
    >
      <Stack gap="md">
        <div id="values.nitDocument">
          <FileUpload
            purpose="tender-document"
            label={`${label('nitDocument')} *`}
            onUploaded={(file) =>
              setValue('values.nitDocument', take(file), { shouldDirty: true, shouldValidate: false })
            }
          />
        </div>
        <FieldErrorText name="values.nitDocument" />
        {nit && (
          <DocumentRow path="values.nitDocument.title" file={about(nit.fileId)} label={t('form.nitTitle')} />
        )}
        {showOthers && (
          <>
            <FileUpload
              purpose="tender-document"
              label={label('otherDocuments')}
              onUploaded={(file) =>
                setValue(
                  'values.otherDocuments',
                  [...(getValues('values.otherDocuments') ?? []), take(file)],
                  {
                    shouldDirty: true,
                  },
                )
              }
            />
            {others.map((doc, i) => (
              <Group key={doc.fileId} align="flex-end">
                <DocumentRow
                  path={`values.otherDocuments.${i}.title`}
                  file={about(doc.fileId)}
                  label={t('form.documentTitle', { n: i + 1 })}
                />
                <Button
                  variant="subtle"
                  color="red"
                  onClick={() =>
                    setValue(
                      'values.otherDocuments',
                      (getValues('values.otherDocuments') as unknown[]).filter((_, j) => j !== i),
                      { shouldDirty: true },
                    )
                  }
                >
                  {t('form.remove')}
                </Button>
              </Group>
            ))}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

function DocumentRow({
  path,
  file,
  label,
}: {
  path: string;
  file: StoredFileInfo | undefined;
  label: string;
}) {
  const { t } = useTranslation('epublish');
  const filter = useKeyFilter('textDigits');
  return (
    <Stack gap={4}>
      <Field<string> name={path}>
        {({ error, ...input }) => (
          <TextInput
            {...input}
            {...filter.inputProps}
            error={error ?? filter.error}
            label={label}
            required
            maxLength={150}
            w={420}
          />
        )}
      </Field>
      {file && (
        <Text size="sm">
          {t('form.fileFacts', { name: file.name, size: (file.sizeBytes / 1024).toFixed(0) })}{' '}
          <Code>{file.sha256}</Code>
        </Text>
      )}
    </Stack>
  );
}
