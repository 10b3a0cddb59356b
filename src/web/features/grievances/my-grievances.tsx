import { Anchor, Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type GrievanceListItem, grievanceListFiltersSchema } from '../../../common/api/grievances.ts';
import { type Column, DataTable, Pager, useListQuery } from '../../components/list/index.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { fetchGrievanceList, grievanceKeys } from './api.ts';

const urlSchema = grievanceListFiltersSchema.pick({ page: true });

/** The complainant's own grievances and suggestions (issue #26 item 3: "the reply visible to the complainant"). */
export function MyGrievances() {
  const { t } = useTranslation(['grievances', 'common']);
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: urlSchema,
    key: [...grievanceKeys.all, 'list', 'mine'],
    load: (f, signal) => fetchGrievanceList({ ...f, view: 'mine' }, signal),
  });
  const columns = useMemo<Column<GrievanceListItem>[]>(
    () => [
      {
        id: 'number',
        header: t('list.number'),
        rowHeader: true,
        cell: (row) => (
          <Anchor
            component={Link}
            to={
              row.state === 'draft'
                ? `${to('grievances')}?id=${row.id}`
                : `${to('grievancepreview')}?id=${row.id}`
            }
          >
            {row.grievanceNo ?? t('list.notSubmitted')}
          </Anchor>
        ),
      },
      { id: 'kind', header: t('list.kind'), cell: (row) => t(`kinds.${row.kind}`) },
      { id: 'title', header: t('list.title'), cell: (row) => row.title ?? t('list.none') },
      {
        id: 'submitted',
        header: t('list.submittedAt'),
        cell: (row) => dateOnly(row.submittedAt) ?? t('list.none'),
      },
      { id: 'state', header: t('list.state'), cell: (row) => t(`states.${row.state}`) },
    ],
    [t, to],
  );
  const data = query.data;
  return (
    <>
      <Group>
        <Button component={Link} to={`${to('grievances')}?kind=grievance`}>
          {t('mine.newGrievance')}
        </Button>
        <Button component={Link} variant="default" to={`${to('grievances')}?kind=suggestion`}>
          {t('mine.newSuggestion')}
        </Button>
      </Group>
      <DataTable
        caption={data ? t('mine.caption', { count: data.total, page: filters.page }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={700}
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
    </>
  );
}
