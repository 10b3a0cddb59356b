import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import {
  type EpublishAward,
  type EpublishAwardValuesInput,
  epublishAwardCreateSchema,
  epublishAwardValuesSchema,
} from '../../../common/api/epublish-awards.ts';
import { awardAllowed, awardIssues } from '../../../common/epublish/award-rules.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { translateKey } from '../../api/errors.ts';
import { DateField, Field, SchemaForm, TextField, useSchemaForm } from '../../components/form/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { epublishItemQuery } from './api.ts';
import { awardDocumentHref, awardItemQuery, awardTendersQuery, useSaveAward } from './award-api.ts';
import { DocumentField } from './document-field.tsx';
import { EntryPage, useWorkflowForm, WorkflowButtons, WorkflowNotice } from './workflow-form.tsx';

/** The form's own refinement of the shared request: the tender is chosen before anything is saved. */
const formSchema = epublishAwardCreateSchema.extend({
  tenderId: z
    .number({ message: 'epublish:award.form.tenderRequired' })
    .int()
    .positive('epublish:award.form.tenderRequired'),
});
type FormValues = { tenderId: number | null; values: EpublishAwardValuesInput };

/** A new award: nothing filled but the currency, rupees as most Assam contracts are. */
export const emptyAward: EpublishAwardValuesInput = {
  bidsReceived: null,
  bidsAccepted: null,
  bidderLoginId: '',
  bidderName: '',
  bidderAddress: '',
  companyName: '',
  email: '',
  currency: 'INR',
  awardedValue: null,
  contractValue: null,
  contractNumber: '',
  contractDate: null,
  validFrom: null,
  validTo: null,
  completionDate: null,
  completionPeriodDays: null,
  parties: [],
  aocDocument: null,
  aoaDocument: null,
};

/** Stored values say "none" with null; the form's text inputs read it as empty text. */
function formValuesOf(values: EpublishAward['values']): EpublishAwardValuesInput {
  const text = (s: string | null) => s ?? '';
  return {
    ...emptyAward,
    ...values,
    bidderLoginId: text(values.bidderLoginId),
    bidderName: text(values.bidderName),
    bidderAddress: text(values.bidderAddress),
    companyName: text(values.companyName),
    email: text(values.email),
    contractNumber: text(values.contractNumber),
    parties: values.parties.map((p) => ({ ...p, reason: p.reason ?? '' })),
  };
}

/**
 * Spec §2 createaoc, aoc and directpurchaseaoc (a new award) and aocupdate (`?id=N`, a saved
 * one): the award of contract of one of the creator's published tenders whose bids have been
 * opened (§7 checkAocAllowed), on the form kit over the shared schema (issue #11 item 4;
 * docs/decisions/026). What must be right before sending is the shared awardIssues, checked
 * here before the §8 confirmation and again by the server.
 */
export function AwardFormPage() {
  const { t } = useTranslation(['epublish', 'routes']);
  const routeId = useCurrentRouteId();
  const [params] = useSearchParams();
  const tenderParam = Number(params.get('tender'));
  return (
    <EntryPage
      title={t(`routes:${routeId}`)}
      itemQuery={awardItemQuery}
      preview="aocpreview"
      locked={{ notEditable: 'award.form.notEditable', openPreview: 'award.form.openPreview' }}
    >
      {(item, _config, nav) => (
        <AwardForm
          nav={nav}
          key={item?.id ?? 'new'}
          item={item}
          tenderId={
            item?.tender.id ?? (Number.isInteger(tenderParam) && tenderParam > 0 ? tenderParam : null)
          }
          // Where a discarded draft goes back to: the creator's award list.
          list="aoclist"
        />
      )}
    </EntryPage>
  );
}

interface AwardFormProps {
  /** The saved award, or null for a new one (its tender chosen here, or `?tender=N`). */
  item: EpublishAward | null;
  tenderId: number | null;
  /** Where a discarded draft goes back to. */
  list: RouteId;
  /** EntryPage leaves after Send, Preview or Discard, when this form may be gone already. */
  nav: { leave(to: string): void; leaving: boolean };
}

function AwardForm({ item, tenderId, list, nav }: AwardFormProps) {
  const { t } = useTranslation(['epublish', 'common']);
  const save = useSaveAward();
  const [initial] = useState<FormValues>(() => ({
    values: item ? formValuesOf(item.values) : emptyAward,
    tenderId,
  }));
  const form = useSchemaForm(formSchema, initial as never);
  const chosen = form.watch('tenderId') as number | null;
  const tender = useQuery({ ...epublishItemQuery(chosen ?? 0), enabled: Boolean(chosen) && item === null });
  // §7 checkAocAllowed, the shared rule: a published tender whose bids have been opened.
  const refusal = tender.data
    ? awardAllowed(
        {
          state: tender.data.state,
          bidOpeningDate: (tender.data.values as EpublishValues).bidOpeningDate ?? null,
        },
        new Date(),
      )
    : null;
  const workflow = useWorkflowForm<FormValues>({
    item,
    form: form as never,
    resource: 'awards',
    saving: save.isPending,
    save: (values, saved) => save.mutateAsync({ ...values, saved }),
    sendIssues: ({ values }) => awardIssues(epublishAwardValuesSchema.parse(values)),
    words: {
      sendTitle: 'award.form.sendTitle',
      sendConfirm: 'award.form.sendConfirm',
      discardTitle: 'award.form.discardTitle',
      discardConfirm: 'award.form.discardConfirm',
      saved: 'award.form.savedDraft',
    },
    preview: 'aocpreview',
    list,
    ...nav,
  });

  return (
    <>
      <WorkflowNotice workflow={workflow} />
      <SchemaForm form={form} onSubmit={workflow.onSubmit} label={t('award.form.label')}>
        <Text size="sm">{t('award.form.mandatoryHint')}</Text>
        <TenderChoice item={item} refusal={refusal} />
        <Fieldset legend={t('award.form.bidsSection')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <NumberField name="values.bidsReceived" label={t('award.form.bidsReceived')} required whole />
            <NumberField name="values.bidsAccepted" label={t('award.form.bidsAccepted')} required whole />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('award.form.bidderSection')}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextField
              name="values.bidderName"
              label={t('award.form.bidderName')}
              required
              keyFilter="textDigits"
            />
            <TextField name="values.bidderLoginId" label={t('award.form.bidderLoginId')} maxLength={100} />
            <TextField name="values.companyName" label={t('award.form.companyName')} keyFilter="textDigits" />
            <TextField name="values.email" label={t('award.form.email')} type="email" />
            <TextField
              name="values.bidderAddress"
              label={t('award.form.bidderAddress')}
              keyFilter="textDigits"
              maxLength={500}
            />
          </SimpleGrid>
        </Fieldset>
        <ContractSection />
        <PartiesSection />
        <Fieldset legend={t('award.form.documentsSection')}>
          <Stack gap="md">
            <AwardDocument name="aocDocument" awardId={workflow.savedId} required />
            <AwardDocument name="aoaDocument" awardId={workflow.savedId} />
          </Stack>
        </Fieldset>
        <WorkflowButtons workflow={workflow} />
      </SchemaForm>
    </>
  );
}

/** The published tender the award is for: chosen once, for a new award; fixed afterwards. */
function TenderChoice({ item, refusal }: { item: EpublishAward | null; refusal: string | null }) {
  const { t } = useTranslation('epublish');
  const { to } = usePrefix();
  const [search, setSearch] = useState('');
  // Spec §5: a keyword of at least 3 characters goes to the server; shorter ones filter here.
  const q = search.trim().length >= 3 ? search.trim() : '';
  const tenders = useQuery({ ...awardTendersQuery(q), enabled: item === null });
  const uid = item?.tender.publishedUid;
  // Mantine's Select straight from this page's chunk: the kit's SelectField would pull its code
  // into the form chunk every public page with a form loads (issue #13 budget).
  const choice = {
    label: t('award.form.tender'),
    description: t('award.form.tenderHint'),
    required: true,
    searchable: true,
    searchValue: search,
    onSearchChange: setSearch,
    data: (tenders.data ?? []).map((row) => ({
      value: String(row.id),
      label: `${row.referenceNo ?? `#${row.id}`} — ${row.title ?? ''}`,
    })),
    nothingFoundMessage: tenders.isFetching ? t('common:loading') : t('award.form.noTender'),
    placeholder: t('form.choose'),
  };
  return (
    <Fieldset legend={t('award.form.tenderSection')}>
      {item ? (
        <Stack gap={4}>
          <Text>
            {item.tender.referenceNo ?? '—'}: {item.tender.title ?? '—'}
          </Text>
          {uid && (
            <Anchor component={Link} to={`${to('DirectPurchasefullview')}?id=${encodeURIComponent(uid)}`}>
              {t('award.form.tenderPublic')}
            </Anchor>
          )}
        </Stack>
      ) : (
        <Stack gap="xs">
          <Field<string | null> name="tenderId" format={idText} parse={(v) => (v ? Number(v) : null)}>
            {(input) => <Select {...choice} {...input} />}
          </Field>
          {refusal && (
            <Alert color="orange" variant="outline" role="alert">
              {translateKey(t, refusal)}
            </Alert>
          )}
        </Stack>
      )}
    </Fieldset>
  );
}

/** The chosen tender's id as the select's text value. */
const idText = (v: unknown) => (typeof v === 'number' ? String(v) : null);

/**
 * A count or an amount. Empty is null (a draft may leave it out); what is typed reaches the
 * shared schema as a number, which judges it (counts whole, amounts to the paisa, §5).
 */
function NumberField({
  name,
  label,
  required,
  whole,
}: {
  name: string;
  label: string;
  required?: boolean;
  whole?: boolean;
}) {
  return (
    <Field<number | string>
      name={name}
      format={(v) => (typeof v === 'number' ? v : '')}
      parse={(v) => (v === '' || v === null || v === undefined ? null : Number(v))}
    >
      {({ onKeyDown: _k, onBeforeInput: _b, onPaste: _p, ...input }) => (
        <NumberInput
          {...input}
          label={label}
          required={required}
          min={0}
          allowNegative={false}
          allowDecimal={!whole}
          decimalScale={whole ? 0 : 2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
        />
      )}
    </Field>
  );
}

/** Spec §3 AoC: currency, values, the contract number and its dates (dd-mm-yyyy, §9). */
function ContractSection() {
  const { t } = useTranslation('epublish');
  const date = (name: string, required?: boolean) => (
    <DateField
      name={`values.${name}`}
      label={t(`award.form.${name}`)}
      description={t('award.form.dateHint')}
      required={required}
      optional
    />
  );
  return (
    <Fieldset legend={t('award.form.contractSection')}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TextField name="values.currency" label={t('award.form.currency')} required maxLength={3} w={120} />
        <TextField
          name="values.contractNumber"
          label={t('award.form.contractNumber')}
          required
          maxLength={100}
        />
        <NumberField name="values.awardedValue" label={t('award.form.awardedValue')} required />
        <NumberField name="values.contractValue" label={t('award.form.contractValue')} required />
        {date('contractDate', true)}
        {date('completionDate')}
        {date('validFrom')}
        {date('validTo')}
        <NumberField name="values.completionPeriodDays" label={t('award.form.completionPeriodDays')} whole />
      </SimpleGrid>
    </Fieldset>
  );
}

type PartyInput = EpublishAwardValuesInput['parties'] extends (infer P)[] | undefined ? P : never;

/**
 * Spec §3 AoC "qualified and unqualified parties with reason": rows added and removed here;
 * a party not qualified needs its reason (awardIssues says so before sending).
 */
function PartiesSection() {
  const { t } = useTranslation('epublish');
  const { watch, setValue, formState } = useFormContext();
  const parties = (watch('values.parties') ?? []) as PartyInput[];
  const set = (next: PartyInput[]) => setValue('values.parties', next, { shouldDirty: true });
  const groupError = (formState.errors.values as { parties?: { message?: string } } | undefined)?.parties
    ?.message;
  return (
    <Fieldset legend={t('award.form.partiesSection')}>
      <Stack gap="sm">
        <Text size="sm" id="values.parties" tabIndex={-1}>
          {t('award.form.partiesHint')}
        </Text>
        {groupError && (
          <Text size="sm" c="red.8" role="alert">
            {translateKey(t, groupError)}
          </Text>
        )}
        {parties.length === 0 && <Text>{t('award.form.noParties')}</Text>}
        {parties.map((party, i) => {
          const n = i + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a party is its position in the list
            <Group key={i} align="flex-start" wrap="wrap" gap="md">
              <TextField
                name={`values.parties.${i}.name`}
                label={t('award.form.partyName', { n })}
                required
                keyFilter="textDigits"
                maxLength={200}
                w={280}
              />
              <Field<string>
                name={`values.parties.${i}.qualified`}
                format={(v) => (v === false ? 'no' : 'yes')}
                parse={(v) => v === 'yes'}
              >
                {({ id, value, onChange, error }) => (
                  <Radio.Group
                    id={id}
                    label={t('award.form.partyStatus', { n })}
                    value={value}
                    onChange={onChange}
                    error={error}
                  >
                    <Group mt={6}>
                      <Radio value="yes" label={t('award.form.qualified')} />
                      <Radio value="no" label={t('award.form.notQualified')} />
                    </Group>
                  </Radio.Group>
                )}
              </Field>
              {!party.qualified && (
                <TextField
                  name={`values.parties.${i}.reason`}
                  label={t('award.form.reason', { n })}
                  required
                  keyFilter="textDigits"
                  w={360}
                />
              )}
              <Button
                variant="subtle"
                color="red"
                mt={24}
                onClick={() => set(parties.filter((_, j) => j !== i))}
              >
                {t('award.form.removeParty', { n })}
              </Button>
            </Group>
          );
        })}
        <Button
          variant="outline"
          w="fit-content"
          onClick={() => set([...parties, { name: '', qualified: true, reason: '' }])}
        >
          {t('award.form.addParty')}
        </Button>
      </Stack>
    </Fieldset>
  );
}

/**
 * The award of contract letter (required, §3 AoC) and the agreement: the ePublish document
 * field; before publishing, the saved one is read back through the award's own endpoint.
 */
function AwardDocument({
  name,
  awardId,
  required,
}: {
  name: 'aocDocument' | 'aoaDocument';
  awardId: number | null;
  required?: boolean;
}) {
  const { t } = useTranslation('epublish');
  const document = t(`award.form.${name}`);
  return (
    <DocumentField
      name={`values.${name}`}
      label={document}
      required={required}
      words={{
        title: t('award.form.documentTitle', { document }),
        download: t('award.form.download', { document }),
        remove: t('award.form.remove', { document }),
      }}
      href={(fileId) => (awardId ? awardDocumentHref(awardId, fileId) : null)}
    />
  );
}
