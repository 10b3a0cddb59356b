import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type AppealListItem,
  type AppealListQuery,
  type AppealState,
  appealListQuerySchema,
} from '../../../common/api/appeals.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { SearchSelectField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable, Pager, useListQuery } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { appealKeys, fetchAppealList } from './api.ts';

interface ListView {
  view: AppealListQuery['view'];
  level: 1 | 2;
  states: AppealState[];
}

const before: AppealState[] = ['active', 'approved', 'rejected', 'disposed', 'expired'];
const decided: AppealState[] = ['rejected', 'disposed'];

/**
 * Spec §2 appeal lists on one page (issue #25), told apart by their route: the appellant's level I
 * and level II appeals (userAppealList, secondAppealUserList), the appeals before the level I
 * and level II authorities (appealfaa, appealsaa, sAA; expired ones included, §4) and their
 * decided ones (appealverdicts…). Every row shows the §9 expiry timer (remaining days or
 * "EXPIRED"), and the server sorts by it, due first.
 */
const views: Partial<Record<RouteId, ListView>> = {
  userAppealList: { view: 'mine', level: 1, states: ['draft', ...before] },
  secondAppealUserList: { view: 'mine', level: 2, states: ['draft', ...before] },
  appealfaa: { view: 'authority', level: 1, states: before },
  appealsaa: { view: 'authority', level: 2, states: before },
  sAA: { view: 'authority', level: 2, states: before },
  appealverdicts: { view: 'verdicts', level: 1, states: decided },
  appealverdictsfaa: { view: 'verdicts', level: 1, states: decided },
  appealverdictssaa: { view: 'verdicts', level: 2, states: decided },
  secondappealverdicts: { view: 'verdicts', level: 2, states: decided },
};

/**
 * Where a row opens: the appellant's draft in the form, a filed one in its preview; the
 * authority's in its decision page (approveAppeal / approveSecondAppeal).
 */
const pageOf = (view: ListView['view'], row: AppealListItem): RouteId =>
  view === 'mine'
    ? row.state === 'draft'
      ? 'appealEntry'
      : row.level === 2
        ? 'secondAppealPreview'
        : 'appealPreview'
    : row.level === 2
      ? 'approveSecondAppeal'
      : 'approveAppeal';

/** The list's query in the URL: view and level come from the route, never from the address bar. */
const urlSchema = appealListQuerySchema.omit({ view: true, level: true, sort: true });

export function AppealListPage() {
  const { t } = useTranslation(['appeals', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const config = views[routeId] ?? views.userAppealList!;
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: urlSchema,
    key: [...appealKeys.all, 'list', config.view, config.level],
    load: (f, signal) => fetchAppealList({ ...f, view: config.view, level: config.level }, signal),
  });

  const columns = useMemo<Column<AppealListItem>[]>(
    () => [
      {
        id: 'reference',
        header: t('list.referenceNo'),
        rowHeader: true,
        cell: (row) => (
          <Anchor component={Link} to={`${to(pageOf(config.view, row))}?id=${row.id}`}>
            {row.referenceNo ?? t('list.notFiled')}
          </Anchor>
        ),
      },
      {
        id: 'tender',
        header: t('list.tender'),
        cell: (row) => `${row.tender.referenceNo}: ${row.tender.title}`,
      },
      { id: 'organisation', header: t('list.organisation'), cell: (row) => row.organisation },
      ...(config.view === 'mine'
        ? []
        : [
            {
              id: 'appellant',
              header: t('list.appellant'),
              cell: (row: AppealListItem) => row.appellant ?? t('list.none'),
            },
          ]),
      { id: 'filed', header: t('list.filedAt'), cell: (row) => dateOnly(row.filedAt) ?? t('list.none') },
      {
        id: 'due',
        header: t('list.dueDate'),
        cell: (row) => (row.dueDate ? dateOnly(`${row.dueDate}T12:00:00+05:30`) : t('list.none')),
      },
      {
        id: 'remaining',
        header: t('list.remainingDays'),
        numeric: true,
        cell: (row) =>
          row.expired
            ? t('list.expired')
            : row.remainingDays === null
              ? t('list.none')
              : t('list.days', { count: row.remainingDays }),
      },
      { id: 'state', header: t('list.state'), cell: (row) => t(`states.${row.state}`) },
    ],
    [t, config.view, to],
  );

  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Group align="flex-end">
        <SearchSelectField
          label={t('list.stateFilter')}
          w={220}
          value={filters.state ?? ''}
          onChange={(value) => setFilters({ state: (value || undefined) as AppealState | undefined })}
          data={[
            { value: '', label: t('list.allStates') },
            ...config.states.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
          allowDeselect={false}
        />
      </Group>
      <DataTable
        caption={data ? t('list.caption', { count: data.total, page: filters.page }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={900}
        aria-busy={query.isFetching}
      />
      {data && (
        <Pager
          page={filters.page}
          total={data.total}
          pageSize={data.pageSize}
          onPage={(page) => setFilters({ page }, { keepPage: true })}
        />
      )}
    </Stack>
  );
}
