import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Announcement, AnnouncementAction } from '../../../common/api/content.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly, dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { announcementListQuery, announcementQuery, useAnnouncementStep } from './api.ts';

/**
 * Spec §2 announcementapproval and announcementapproval/{id} (issue #27 item 2 "approval before
 * display"): the announcements waiting, each opening its page with both descriptions, the window
 * and THE decision panel (decision 035): approve (then shown inside its window), reject or
 * withdraw with remarks; never by its writer (four eyes).
 */
export function AnnouncementApprovalPage() {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? <Decide id={n} /> : <Waiting />;
}

function Waiting() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const { to } = usePrefix();
  const list = useQuery(announcementListQuery('pending'));
  const columns: Column<Announcement>[] = [
    {
      id: 'description',
      header: t('announcements.description'),
      rowHeader: true,
      cell: (a) => (
        <Anchor component={Link} to={to('announcementapprovalId', { id: a.id })}>
          {a.descriptionEn}
        </Anchor>
      ),
    },
    {
      id: 'window',
      header: t('announcements.window'),
      cell: (a) =>
        t('announcements.windowText', { from: dateOnly(a.displayFrom), to: dateOnly(a.displayTo) }),
    },
    { id: 'writer', header: t('list.writer'), cell: (a) => a.createdBy },
    { id: 'created', header: t('list.updated'), cell: (a) => dateTime(a.createdAt) },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t('announcements.approvalIntro')}</Text>
      <DataTable
        caption={
          list.data ? t('announcements.pendingCaption', { count: list.data.total }) : t('common:loading')
        }
        columns={columns}
        rows={list.data?.items}
        rowKey={(a) => a.id}
        error={list.error}
        onRetry={() => void list.refetch()}
        minWidth={700}
      />
    </Stack>
  );
}

function Decide({ id }: { id: number }) {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const { to } = usePrefix();
  const item = useQuery(announcementQuery(id));
  const step = useAnnouncementStep(id);
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:announcementapprovalId')}</Title>
      <Anchor component={Link} to={to('announcementapproval')} w="fit-content">
        {t('announcements.back')}
      </Anchor>
      {item.error ? (
        <ApiErrorAlert error={item.error} />
      ) : !item.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          <DetailsList
            id="announcement-details"
            title={t('announcements.details')}
            empty={t('list.none')}
            rows={[
              [t('announcements.descriptionEn'), item.data.descriptionEn],
              [
                t('announcements.descriptionAs'),
                <span key="as" lang="as">
                  {item.data.descriptionAs}
                </span>,
              ],
              [
                t('announcements.window'),
                t('announcements.windowText', {
                  from: dateOnly(item.data.displayFrom),
                  to: dateOnly(item.data.displayTo),
                }),
              ],
              [t('announcements.alert'), item.data.alert ? t('announcements.yes') : t('announcements.no')],
              [t('list.state'), t(`announcementStates.${item.data.state}`)],
              [t('list.writer'), item.data.createdBy],
              [t('list.remarks'), item.data.remarks],
            ]}
          />
          {item.data.allowedActions.length === 0 && <Text>{t('approval.nothingToDo')}</Text>}
          <DecisionPanel<AnnouncementAction>
            ns="content"
            title={t('approval.panelTitle')}
            actions={item.data.allowedActions}
            label={(action) => t(`announcementActions.${action}`)}
            confirmMessage={(action) => t(`announcements.confirm.${action}`)}
            remarksHint={t('announcements.remarksHint')}
            remarksMax={1000}
            buttonProps={(action) => (action === 'approve' ? {} : { color: 'red', variant: 'outline' })}
            failureMessages={(error) => (isStale(error) ? [t('approval.stale')] : undefined)}
            onAct={async (action, remarks) => {
              const done = await step.mutateAsync({ action, version: item.data!.version, remarks });
              return t('approval.done', { state: t(`announcementStates.${done.state}`) });
            }}
          />
        </>
      )}
    </Stack>
  );
}
