import { Alert, Anchor, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Appeal, AppealLevel } from '../../../common/api/appeals.ts';
import { firstAppealLastDay } from '../../../common/appeals/deadlines.ts';
import { errorMessage } from '../../api/errors.ts';
import {
  DateField,
  DraftNotice,
  FormSection,
  IntentButton,
  isoDateToText,
  SchemaForm,
  SelectField,
  TextareaField,
  useDraftForm,
  useLeavePage,
  useSchemaForm,
} from '../../components/form/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { appealQuery, appealTendersQuery, firstAppealsQuery, useSaveAppeal } from './api.ts';
import { AffidavitSection, DocumentsSection, PartySection } from './appeal-form-sections.tsx';
import {
  completenessError,
  emptyValues,
  type FormValues,
  formSchema,
  formValuesOf,
  onFormFields,
  toValues,
} from './appeal-form-table.ts';

/**
 * Spec §2 appealForm (level I), appealFormSAA (level II) and appealEntry (a saved draft, `?id=N`):
 * the §3 Appeal fields on the form kit, in titled sections, with the §5 affidavit documents
 * through the files module. "Save as Draft" keeps whatever is filled (issue #25: drafts are
 * kept on the server); "Save and preview" checks the shared filing rules first, their issues
 * on their fields, then opens the preview where the consent is given and the appeal is filed.
 * A refusal for lateness names the deadline at the date it runs from (decision 040).
 */
export function AppealFormPage() {
  const { t } = useTranslation(['appeals', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const saved = useQuery({ ...appealQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const item = saved.data ?? null;
  const level: AppealLevel = item ? (item.level as AppealLevel) : routeId === 'appealFormSAA' ? 2 : 1;
  const title = t(`routes:${routeId}`);
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
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {item && item.state !== 'draft' ? (
        <Filed item={item} />
      ) : (
        <AppealForm
          key={item?.id ?? 'new'}
          item={item}
          level={level}
          first={Number(params.get('first')) || null}
        />
      )}
    </Stack>
  );
}

const previewOf = (level: number) => (level === 2 ? 'secondAppealPreview' : 'appealPreview');

function Filed({ item }: { item: Appeal }) {
  const { t } = useTranslation('appeals');
  const { to } = usePrefix();
  return (
    <Alert color="blue" role="status">
      <Text>{t('form.alreadyFiled', { reference: item.referenceNo ?? '' })}</Text>
      <Anchor component={Link} to={`${to(previewOf(item.level))}?id=${item.id}`}>
        {t('form.openPreview')}
      </Anchor>
    </Alert>
  );
}

/** `first`: the level I appeal a second appeal starts on (`?first=N`, from its preview). */
function AppealForm({
  item,
  level,
  first,
}: {
  item: Appeal | null;
  level: AppealLevel;
  first: number | null;
}) {
  const { t } = useTranslation(['appeals', 'common']);
  const { to } = usePrefix();
  const save = useSaveAppeal();
  const [initial] = useState<FormValues>(() =>
    item ? formValuesOf(item) : { ...emptyValues, firstAppealId: level === 2 ? first : null },
  );
  const form = useSchemaForm(formSchema(level), initial as never);
  // Save and preview leaves only after the render that saw the form saved (kit: useLeavePage).
  const { leave, leaving } = useLeavePage();
  const draft = useDraftForm<FormValues>({
    item,
    form,
    // Unsaved typing is kept in this tab (issue #24 item 2).
    keep: `appeal-${level}`,
    save: async (values, saved) => {
      try {
        return await save.mutateAsync(
          saved
            ? { id: saved.id, version: saved.version, values: toValues(values) }
            : {
                id: null,
                body:
                  level === 1
                    ? { level: 1, tenderId: values.tenderId as number, values: toValues(values) }
                    : { level: 2, firstAppealId: values.firstAppealId as number, values: toValues(values) },
              },
        );
      } catch (error) {
        throw onFormFields(error, values);
      }
    },
    before: (_intent, values) => {
      const issues = completenessError(values, level);
      if (issues) throw issues;
      return true;
    },
    next: (id) => `${to(previewOf(level))}?id=${id}`,
    savedNotice: t('form.savedDraft'),
    leave,
    leaving,
  });

  return (
    <>
      <DraftNotice draft={draft} />
      <SchemaForm form={form} onSubmit={draft.onSubmit} ns="appeals" label={t('form.label')}>
        <Text size="sm">{t('form.mandatoryHint')}</Text>
        <SubjectSection item={item} level={level} />
        <PartySection part="appellant" required />
        <PartySection part="respondent" required />
        <PartySection part="representative" />
        <FormSection
          id="appeal-grounds"
          names={['values.grounds', 'values.prayer']}
          title={t('form.groundsSection')}
        >
          <TextareaField name="values.grounds" label={t('form.grounds')} required maxLength={4000} rows={6} />
          <TextareaField name="values.prayer" label={t('form.prayer')} required maxLength={2000} rows={4} />
        </FormSection>
        <AffidavitSection />
        <DocumentsSection appealId={item?.id ?? null} />
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

/** What the appeal is about: the tender and the decision's date (level I), or one's first appeal (level II). */
function SubjectSection({ item, level }: { item: Appeal | null; level: AppealLevel }) {
  const { t } = useTranslation(['appeals', 'common']);
  const decisionDate = useWatch({ name: 'values.decisionDate' }) as string | null;
  const lastDay =
    decisionDate && /^\d{4}-\d{2}-\d{2}$/.test(decisionDate) ? firstAppealLastDay(decisionDate) : null;
  return (
    <FormSection
      id="appeal-subject"
      names={['tenderId', 'firstAppealId', 'values.decisionDate']}
      title={t('form.subjectSection')}
    >
      {item ? (
        <Text>
          {t('form.tenderChosen', { reference: item.tender.referenceNo, title: item.tender.title })}
        </Text>
      ) : level === 1 ? (
        <TenderChoice />
      ) : (
        <FirstAppealChoice />
      )}
      {level === 1 && (
        <DateField
          name="values.decisionDate"
          optional
          required
          label={t('form.decisionDate')}
          description={
            lastDay ? t('form.fileBy', { deadline: isoDateToText(lastDay) }) : t('form.decisionDateHint')
          }
        />
      )}
    </FormSection>
  );
}

function TenderChoice() {
  const { t } = useTranslation(['appeals', 'common']);
  const [search, setSearch] = useState('');
  // Spec §5: a keyword of at least 3 characters goes to the server.
  const q = search.trim().length >= 3 ? search.trim() : '';
  const tenders = useQuery({ ...appealTendersQuery(q), enabled: q !== '' });
  const options = (tenders.data?.items ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.referenceNo} — ${row.title} (${row.organisation})`,
  }));
  return (
    <SelectField
      name="tenderId"
      numeric
      empty={null}
      label={t('form.tender')}
      description={t('form.tenderHint')}
      required
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      data={options}
      nothingFoundMessage={tenders.isFetching ? t('common:loading') : t('form.noTender')}
    />
  );
}

function FirstAppealChoice() {
  const { t } = useTranslation('appeals');
  const firsts = useQuery(firstAppealsQuery);
  // s.38(2): on a first appeal that was decided, or whose thirty days ran out.
  const options = (firsts.data?.items ?? [])
    .filter((a) => a.expired || ['rejected', 'disposed', 'expired'].includes(a.state))
    .map((a) => ({
      value: String(a.id),
      label: `${a.referenceNo ?? ''} — ${a.tender.referenceNo} (${t(`states.${a.expired ? 'expired' : a.state}`)})`,
    }));
  return (
    <SelectField
      name="firstAppealId"
      numeric
      empty={null}
      label={t('form.firstAppeal')}
      description={t('form.firstAppealHint')}
      required
      data={options}
    />
  );
}
