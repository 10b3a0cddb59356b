import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  type Training,
  type TrainingAction,
  type TrainingCreate,
  type TrainingState,
  trainingCreateSchema,
} from '../../../common/api/content.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import {
  DateTimeField,
  FormSection,
  SchemaForm,
  TextareaField,
  TextField,
  UnsavedWarning,
  useSchemaForm,
} from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { trainingListQuery, trainingQuery, useCreateTraining, useTrainingStep } from './api.ts';
import { when } from './public-trainings-page.tsx';

const empty: TrainingCreate = {
  titleEn: '',
  titleAs: '',
  descriptionEn: '',
  descriptionAs: '',
  startsAt: '',
  endsAt: '',
  venue: '',
  link: '',
};

/**
 * Spec §2 trainingcreation (issue #27 item 3; §3 Training): titles and descriptions in English and
 * Assamese, start and end, venue or link; it waits to be published by another portal admin
 * (trainingcontentapproval). Below, the trainings written, with their state (§4).
 */
export function TrainingCreationPage() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const form = useSchemaForm(trainingCreateSchema, empty);
  const create = useCreateTraining();
  const [created, setCreated] = useState<string | null>(null);
  const list = useQuery(trainingListQuery());
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('trainings.created', { title: created })}
        </Alert>
      )}
      <SchemaForm
        form={form}
        ns="content"
        label={t(`routes:${routeId}`)}
        onSubmit={async (values) => {
          setCreated(null);
          const done = await create.mutateAsync(values);
          setCreated(done.titleEn);
          form.reset(empty);
        }}
      >
        <UnsavedWarning dirty={form.formState.isDirty} />
        <FormSection
          id="training"
          title={t('trainings.section')}
          names={[
            'titleEn',
            'titleAs',
            'descriptionEn',
            'descriptionAs',
            'startsAt',
            'endsAt',
            'venue',
            'link',
          ]}
        >
          <TextField
            name="titleEn"
            label={t('trainings.titleEn')}
            required
            maxLength={300}
            keyFilter="textDigits"
          />
          <TextField
            name="titleAs"
            label={t('trainings.titleAs')}
            required
            maxLength={300}
            keyFilter="textDigits"
            lang="as"
          />
          <TextareaField
            name="descriptionEn"
            label={t('trainings.descriptionEn')}
            maxLength={2000}
            rows={3}
          />
          <TextareaField
            name="descriptionAs"
            label={t('trainings.descriptionAs')}
            maxLength={2000}
            rows={3}
            lang="as"
          />
          <DateTimeField name="startsAt" label={t('trainings.startsAt')} required />
          <DateTimeField name="endsAt" label={t('trainings.endsAt')} required />
          <TextField
            name="venue"
            label={t('trainings.venue')}
            maxLength={300}
            description={t('trainings.venueHint')}
          />
          <TextField name="link" label={t('trainings.link')} maxLength={500} type="url" />
        </FormSection>
        <Button type="submit" w="fit-content" loading={create.isPending}>
          {t('trainings.save')}
        </Button>
      </SchemaForm>
      <TrainingTable query={list} link={null} />
    </Stack>
  );
}

function TrainingTable({
  query,
  link,
}: {
  query: ReturnType<typeof useQuery<{ items: Training[]; total: number }>>;
  link: 'trainingcontentapproval' | 'canceltraining' | null;
}) {
  const { t } = useTranslation(['content', 'common']);
  const { to } = usePrefix();
  const columns: Column<Training>[] = [
    {
      id: 'title',
      header: t('trainings.title'),
      rowHeader: true,
      cell: (r) =>
        link ? (
          <Anchor component={Link} to={`${to(link)}?id=${r.id}`}>
            {r.titleEn}
          </Anchor>
        ) : (
          r.titleEn
        ),
    },
    { id: 'when', header: t('trainings.when'), cell: when },
    { id: 'state', header: t('list.state'), cell: (r) => t(`trainingStates.${r.state}`) },
    { id: 'remarks', header: t('list.remarks'), cell: (r) => r.cancellationReason ?? r.remarks ?? '—' },
  ];
  return (
    <DataTable
      caption={query.data ? t('trainings.caption', { count: query.data.total }) : t('common:loading')}
      columns={columns}
      rows={query.data?.items}
      rowKey={(r) => r.id}
      error={query.error}
      onRetry={() => void query.refetch()}
      minWidth={760}
    />
  );
}

/**
 * Spec §2 trainingcontentapproval (publish) and canceltraining (cancel with the reason; §4 "a
 * reason and date are required", the day recorded by the server): the trainings to act on, each
 * opening with `?id=` its details and THE decision panel with the actions the server allows.
 */
export function TrainingDecisionPage() {
  const [params] = useSearchParams();
  const routeId = useCurrentRouteId() as 'trainingcontentapproval' | 'canceltraining';
  const id = Number(params.get('id'));
  const state: TrainingState | undefined =
    routeId === 'trainingcontentapproval' ? 'toBePublished' : undefined;
  const { t } = useTranslation(['content', 'common', 'routes']);
  const list = useQuery({ ...trainingListQuery(state), enabled: !(id > 0) });
  if (Number.isInteger(id) && id > 0) return <DecideTraining id={id} routeId={routeId} />;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t(`trainings.intro.${routeId}`)}</Text>
      <TrainingTable query={list} link={routeId} />
    </Stack>
  );
}

function DecideTraining({
  id,
  routeId,
}: {
  id: number;
  routeId: 'trainingcontentapproval' | 'canceltraining';
}) {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const { to } = usePrefix();
  const item = useQuery(trainingQuery(id));
  const step = useTrainingStep(id);
  const mine: TrainingAction = routeId === 'canceltraining' ? 'cancel' : 'publish';
  const data = item.data;
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Anchor component={Link} to={to(routeId)} w="fit-content">
        {t('trainings.back')}
      </Anchor>
      {item.error ? (
        <ApiErrorAlert error={item.error} />
      ) : !data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          <DetailsList
            id="training-details"
            title={data.titleEn}
            empty={t('list.none')}
            rows={[
              [
                t('trainings.titleAs'),
                <span key="as" lang="as">
                  {data.titleAs}
                </span>,
              ],
              [t('trainings.descriptionEn'), data.descriptionEn],
              [t('trainings.when'), when(data)],
              [t('trainings.venue'), data.venue],
              [t('trainings.link'), data.link],
              [t('list.state'), t(`trainingStates.${data.state}`)],
              [t('list.writer'), data.createdBy],
              [
                t('trainings.cancellation'),
                data.cancellationReason ? `${data.cancellationReason} (${dateOnly(data.cancelledOn)})` : null,
              ],
            ]}
          />
          {!data.allowedActions.some((a) => a.action === mine) && <Text>{t('approval.nothingToDo')}</Text>}
          <DecisionPanel<TrainingAction>
            ns="content"
            title={t('approval.panelTitle')}
            actions={data.allowedActions.filter((a) => a.action === mine)}
            label={(action) => t(`trainingActions.${action}`)}
            confirmMessage={(action) => t(`trainings.confirm.${action}`)}
            remarksLabel={mine === 'cancel' ? t('trainings.reason') : undefined}
            remarksHint={mine === 'cancel' ? t('trainings.reasonHint') : t('approval.remarksHint')}
            remarksMax={1000}
            buttonProps={(action) => (action === 'cancel' ? { color: 'red', variant: 'outline' } : {})}
            failureMessages={(error) => (isStale(error) ? [t('approval.stale')] : undefined)}
            onAct={async (action, remarks) => {
              const done = await step.mutateAsync({ action, version: data.version, remarks });
              return t('approval.done', { state: t(`trainingStates.${done.state}`) });
            }}
          />
        </>
      )}
    </Stack>
  );
}
