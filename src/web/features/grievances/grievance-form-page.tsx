import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type Grievance,
  type GrievanceCategory,
  genders,
  grievanceCategories,
  grievanceCategoryNames,
  grievanceUserTypes,
} from '../../../common/api/grievances.ts';
import { errorMessage } from '../../api/errors.ts';
import {
  DraftNotice,
  FileField,
  FormSection,
  IntentButton,
  NativeSelectField,
  RadioField,
  SchemaForm,
  SelectField,
  TextareaField,
  TextField,
  useDraftForm,
  useLeavePage,
  useSchemaForm,
} from '../../components/form/index.ts';
import { PincodeFormField } from '../../components/form/pincode-form-field.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';
import { grievanceDocumentHref, grievanceQuery, grievanceTendersQuery, useSaveGrievance } from './api.ts';
import {
  completenessError,
  emptyValues,
  type FormValues,
  formSchema,
  formValuesOf,
  kindOf,
  onFormFields,
  toValues,
} from './grievance-form-table.ts';
import { MyGrievances } from './my-grievances.tsx';

/**
 * Spec §2 grievances: the complainant's page. Without `?kind=` or `?id=` it lists their
 * grievances and suggestions (the replies are on each one's preview); `?kind=grievance|suggestion`
 * (from ChooseGrievance) starts a new one, `?id=N` opens a saved draft. Every §3 Grievance field
 * on the form kit, the postal code filling state and city (§5), the tender looked up among all
 * tenders, one evidence PDF of at most 2 MB through the files module (§5). "Save as Draft" keeps
 * whatever is filled ("drafts are kept"); "Save and preview" checks the shared filing rules first,
 * then opens grievancepreview where the captcha is answered and it is submitted.
 */
export function GrievanceFormPage() {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const kindParam = params.get('kind');
  const saved = useQuery({ ...grievanceQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const item = saved.data ?? null;
  const title = t('routes:grievances');
  if (!(id > 0) && !kindParam)
    return (
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <MyGrievances />
      </Stack>
    );
  if (id > 0 && saved.isPending)
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Loader aria-label={t('common:loading')} />
      </Stack>
    );
  if (saved.error)
    return (
      <Stack>
        <Title order={1}>{title}</Title>
        <Alert color="red">{errorMessage(saved.error, t)}</Alert>
      </Stack>
    );
  const kind = item?.kind ?? kindOf(kindParam);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{t(`form.intro.${kind}`)}</Text>
      {item && item.state !== 'draft' ? (
        <Submitted item={item} />
      ) : (
        <GrievanceForm key={item?.id ?? kind} item={item} kind={kind} />
      )}
    </Stack>
  );
}

function Submitted({ item }: { item: Grievance }) {
  const { t } = useTranslation('grievances');
  const { to } = usePrefix();
  return (
    <Alert color="blue" role="status">
      <Text>{t('form.alreadySubmitted', { number: item.grievanceNo ?? '' })}</Text>
      <Anchor component={Link} to={`${to('grievancepreview')}?id=${item.id}`}>
        {t('form.openPreview')}
      </Anchor>
    </Alert>
  );
}

function GrievanceForm({ item, kind }: { item: Grievance | null; kind: 'grievance' | 'suggestion' }) {
  const { t } = useTranslation(['grievances', 'common']);
  const { to } = usePrefix();
  const save = useSaveGrievance();
  const [initial] = useState<FormValues>(() => (item ? formValuesOf(item) : emptyValues));
  const form = useSchemaForm(formSchema, initial as never);
  // Save and preview leaves only after the render that saw the form saved (kit: useLeavePage).
  const { leave, leaving } = useLeavePage();
  const draft = useDraftForm<FormValues>({
    item,
    form,
    // Unsaved typing is kept in this tab (issue #24 item 2).
    keep: `grievance-${kind}`,
    save: async (values, saved) => {
      try {
        return await save.mutateAsync(
          saved
            ? { id: saved.id, version: saved.version, values: toValues(values) }
            : { id: null, body: { kind, values: toValues(values) } },
        );
      } catch (error) {
        throw onFormFields(error);
      }
    },
    before: (_intent, values) => {
      const issues = completenessError(values);
      if (issues) throw issues;
      return true;
    },
    next: (id) => `${to('grievancepreview')}?id=${id}`,
    savedNotice: t('form.savedDraft'),
    leave,
    leaving,
  });

  const words = { download: t('form.download'), remove: t('form.remove') };
  return (
    <>
      <DraftNotice draft={draft} />
      <SchemaForm form={form} onSubmit={draft.onSubmit} ns="grievances" label={t(`form.label.${kind}`)}>
        <Text size="sm">{t('form.mandatoryHint')}</Text>
        <FormSection
          id="grievance-complainant"
          names={['userType', 'complainantName', 'companyName', 'gender'].map((f) => `values.${f}`)}
          title={t('form.complainantSection')}
          grid
        >
          <NativeSelectField
            name="values.userType"
            empty={null}
            label={t('form.userType')}
            required
            data={[
              { value: '', label: t('common:form.choose') },
              ...grievanceUserTypes.map((v) => ({ value: v, label: t(`userTypes.${v}`) })),
            ]}
          />
          <TextField
            name="values.complainantName"
            label={t('form.complainantName')}
            required
            maxLength={200}
          />
          <TextField name="values.companyName" label={t('form.companyName')} maxLength={200} />
          <RadioField
            name="values.gender"
            label={t('form.gender')}
            required
            options={genders.map((g) => [g, t(`genders.${g}`)])}
          />
        </FormSection>
        <AddressSection />
        <FormSection
          id="grievance-contact"
          names={['email', 'countryCode', 'mobile'].map((f) => `values.${f}`)}
          title={t('form.contactSection')}
          grid
        >
          <TextField name="values.email" type="email" label={t('form.email')} required maxLength={254} />
          <TextField name="values.countryCode" label={t('form.countryCode')} required maxLength={5} />
          <TextField
            name="values.mobile"
            label={t('form.mobile')}
            required
            keyFilter="digits"
            inputMode="numeric"
            maxLength={10}
          />
        </FormSection>
        <SubjectSection />
        <FormSection id="grievance-evidence" names={['evidence']} title={t('form.evidenceSection')}>
          <Text size="sm">{t('form.evidenceHint')}</Text>
          <FileField
            name="evidence"
            purpose="grievance-evidence"
            label={t('form.evidence')}
            words={words}
            href={(fileId) => (item ? grievanceDocumentHref(item.id, fileId) : null)}
            untitled
          />
        </FormSection>
        <Group>
          <IntentButton draft={draft} intent="draft" busy={save.isPending} variant="default">
            {t('form.saveDraft')}
          </IntentButton>
          <IntentButton draft={draft} intent="preview" busy={save.isPending}>
            {t('form.savePreview')}
          </IntentButton>
        </Group>
      </SchemaForm>
    </>
  );
}

/** Address: the postal code fills state and city (spec §5 "Pincode entry auto-fills state and district"). */
function AddressSection() {
  const { t } = useTranslation('grievances');
  return (
    <FormSection
      id="grievance-address"
      names={['address', 'postalCode', 'state', 'city'].map((f) => `values.${f}`)}
      title={t('form.addressSection')}
      grid
    >
      <TextareaField name="values.address" label={t('form.address')} required maxLength={500} rows={2} />
      <PincodeFormField
        name="values.postalCode"
        label={t('form.postalCode')}
        required
        description={t('form.postalCodeHint')}
        fills={{ state: 'values.state', district: 'values.city' }}
      />
      <TextField name="values.state" label={t('form.state')} required maxLength={100} />
      <TextField name="values.city" label={t('form.city')} required maxLength={100} />
    </FormSection>
  );
}

/** What it is about: title, category and sub-category, MSME UAN, the tender, the complaint. */
function SubjectSection() {
  const { t } = useTranslation(['grievances', 'common']);
  const category = useWatch({ name: 'values.category' }) as GrievanceCategory | null;
  const [search, setSearch] = useState('');
  // Spec §5: a keyword of at least 3 characters goes to the server.
  const q = search.trim().length >= 3 ? search.trim() : '';
  const tenders = useQuery({ ...grievanceTendersQuery(q), enabled: q !== '' });
  const options = (tenders.data?.items ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.referenceNo} — ${row.title}`,
  }));
  return (
    <FormSection
      id="grievance-subject"
      names={['title', 'category', 'subCategory', 'msmeUan', 'tenderId', 'complaint'].map(
        (f) => `values.${f}`,
      )}
      title={t('form.subjectSection')}
    >
      <TextField name="values.title" label={t('form.title')} required maxLength={200} />
      <Group grow align="flex-start">
        <NativeSelectField
          name="values.category"
          empty={null}
          label={t('form.category')}
          required
          data={[
            { value: '', label: t('common:form.choose') },
            ...grievanceCategoryNames.map((c) => ({ value: c, label: t(`categories.${c}`) })),
          ]}
        />
        <NativeSelectField
          name="values.subCategory"
          empty={null}
          label={t('form.subCategory')}
          required
          data={[
            { value: '', label: t('common:form.choose') },
            ...(category ? grievanceCategories[category] : []).map((s) => ({
              value: s,
              label: t(`subCategories.${s}`),
            })),
          ]}
        />
      </Group>
      <TextField
        name="values.msmeUan"
        label={t('form.msmeUan')}
        description={t('form.msmeUanHint')}
        maxLength={19}
      />
      <SelectField
        name="values.tenderId"
        numeric
        empty={null}
        label={t('form.tender')}
        description={t('form.tenderHint')}
        searchable
        clearable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: all }) => all}
        data={options}
        nothingFoundMessage={tenders.isFetching ? t('common:loading') : t('form.noTender')}
      />
      <TextareaField name="values.complaint" label={t('form.complaint')} required maxLength={4000} rows={6} />
    </FormSection>
  );
}
