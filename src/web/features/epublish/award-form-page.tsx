import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EpublishValues } from '../../../common/api/epublish.ts';
import { type EpublishAward, epublishAwardValuesSchema } from '../../../common/api/epublish-awards.ts';
import { awardAllowed, awardIssues } from '../../../common/epublish/award-rules.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { translateKey } from '../../api/errors.ts';
import { DebarmentWarning } from '../../components/debarment-warning.tsx';
import {
  ArrayField,
  DateField,
  FileField,
  FormSection,
  NumberField,
  RadioField,
  SchemaForm,
  SelectField,
  TextField,
  useSchemaForm,
} from '../../components/form/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { epublishItemQuery } from './api.ts';
import { awardDocumentHref, awardItemQuery, awardTendersQuery, useSaveAward } from './award-api.ts';
import { emptyAward, type FormValues, formSchema, formValuesOf } from './award-form-table.ts';
import { EntryPage, useWorkflowForm, WorkflowButtons, WorkflowNotice } from './workflow-form.tsx';

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
  // The chosen tender, subscribed to alone (useWatch), not the whole form on every key press.
  const chosen = useWatch({ control: form.control as never, name: 'tenderId' }) as number | null;
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
        <FormSection
          id="award-bids"
          grid
          names={['values.bidsReceived', 'values.bidsAccepted']}
          title={t('award.form.bidsSection')}
        >
          <NumberField
            name="values.bidsReceived"
            label={t('award.form.bidsReceived')}
            required
            kind="whole"
          />
          <NumberField
            name="values.bidsAccepted"
            label={t('award.form.bidsAccepted')}
            required
            kind="whole"
          />
        </FormSection>
        <FormSection id="award-bidder" grid names={bidderNames} title={t('award.form.bidderSection')}>
          <TextField
            name="values.bidderName"
            label={t('award.form.bidderName')}
            required
            keyFilter="textDigits"
          />
          <TextField name="values.bidderLoginId" label={t('award.form.bidderLoginId')} maxLength={50} />
          <TextField name="values.companyName" label={t('award.form.companyName')} keyFilter="textDigits" />
          <TextField name="values.email" label={t('award.form.email')} type="email" />
          <TextField
            name="values.bidderAddress"
            label={t('award.form.bidderAddress')}
            keyFilter="textDigits"
            maxLength={500}
          />
        </FormSection>
        <ContractSection />
        <AwardDebarmentWarning />
        <PartiesSection />
        <FormSection
          id="award-documents"
          names={['values.aocDocument', 'values.aoaDocument']}
          title={t('award.form.documentsSection')}
        >
          <AwardDocument name="aocDocument" awardId={workflow.savedId} required />
          <AwardDocument name="aoaDocument" awardId={workflow.savedId} />
        </FormSection>
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
  };
  return (
    <FormSection id="award-tender" names={item ? [] : ['tenderId']} title={t('award.form.tenderSection')}>
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
          <SelectField name="tenderId" numeric empty={null} {...choice} />
          {refusal && (
            <Alert color="orange" variant="outline" role="alert">
              {translateKey(t, refusal)}
            </Alert>
          )}
        </Stack>
      )}
    </FormSection>
  );
}

const bidderNames = ['bidderName', 'bidderLoginId', 'companyName', 'email', 'bidderAddress'].map(
  (n) => `values.${n}`,
);

/**
 * Issue #28 item 4: the named bidder (bidder or company name) debarred on the contract date is
 * said here, as it is typed; the publisher will have to give remarks to publish.
 */
function AwardDebarmentWarning() {
  const [bidderName, companyName, contractDate] = useWatch({
    name: ['values.bidderName', 'values.companyName', 'values.contractDate'],
  }) as [string | null, string | null, string | null];
  return <DebarmentWarning names={[bidderName, companyName]} day={contractDate} />;
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
    <FormSection id="award-contract" grid names={contractNames} title={t('award.form.contractSection')}>
      <TextField name="values.currency" label={t('award.form.currency')} required maxLength={3} w={120} />
      <TextField
        name="values.contractNumber"
        label={t('award.form.contractNumber')}
        required
        maxLength={100}
      />
      <NumberField name="values.awardedValue" label={t('award.form.awardedValue')} required kind="rupees" />
      <NumberField name="values.contractValue" label={t('award.form.contractValue')} required kind="rupees" />
      {date('contractDate', true)}
      {date('completionDate')}
      {date('validFrom')}
      {date('validTo')}
      <NumberField
        name="values.completionPeriodDays"
        label={t('award.form.completionPeriodDays')}
        kind="whole"
      />
    </FormSection>
  );
}

const contractNames = [
  'currency',
  'contractNumber',
  'awardedValue',
  'contractValue',
  'contractDate',
  'completionDate',
  'validFrom',
  'validTo',
  'completionPeriodDays',
].map((n) => `values.${n}`);

/**
 * Spec §3 AoC "qualified and unqualified parties with reason": rows added and removed here
 * (useFieldArray); a party not qualified needs its reason (awardIssues says so before sending).
 */
function PartiesSection() {
  const { t } = useTranslation('epublish');
  return (
    <ArrayField
      name="values.parties"
      legend={t('award.form.partiesSection')}
      hint={<Text size="sm">{t('award.form.partiesHint')}</Text>}
      empty={<Text>{t('award.form.noParties')}</Text>}
      blank={() => ({ name: '', qualified: true, reason: '' })}
      words={{
        add: t('award.form.addParty'),
        remove: t('form.remove'),
        removeName: (i) => t('award.form.removeParty', { n: i + 1 }),
      }}
      row={(path, i) => <PartyRow path={path} n={i + 1} />}
    />
  );
}

function PartyRow({ path, n }: { path: string; n: number }) {
  const { t } = useTranslation('epublish');
  const qualified = useWatch({ name: `${path}.qualified` }) as boolean;
  return (
    <>
      <TextField
        name={`${path}.name`}
        label={t('award.form.partyName', { n })}
        required
        keyFilter="textDigits"
        maxLength={200}
        w={280}
      />
      <RadioField
        name={`${path}.qualified`}
        boolean
        label={t('award.form.partyStatus', { n })}
        options={[
          ['yes', t('award.form.qualified')],
          ['no', t('award.form.notQualified')],
        ]}
      />
      {!qualified && (
        <TextField
          name={`${path}.reason`}
          label={t('award.form.reason', { n })}
          required
          keyFilter="textDigits"
          w={360}
        />
      )}
    </>
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
    <FileField
      name={`values.${name}`}
      purpose="tender-document"
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
