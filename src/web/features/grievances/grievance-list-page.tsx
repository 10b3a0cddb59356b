import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type GrievanceListItem,
  type GrievanceState,
  grievanceListFiltersSchema,
  grievanceStates,
} from '../../../common/api/grievances.ts';
import { SearchSelectField, SearchTextField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable, ExportButton, Pager, useListQuery } from '../../components/list/index.ts';
import { OrgUnitPicker } from '../../components/org-unit-picker.tsx';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { fetchGrievanceList, grievanceExportHref, grievanceKeys } from './api.ts';

/** The list's filters in the URL: the view is the route's (handling), never the address bar's. */
const urlSchema = grievanceListFiltersSchema.omit({ view: true });
const handled: GrievanceState[] = grievanceStates.filter((s) => s !== 'draft');

/**
 * Spec §2 grievancelist (issue #26 item 3): the grievances addressed to the officer's chains
 * (every one for the portal admin), by status, submission date and organisation, each with its
 * age in days; each opens grievancestatusupdate/{id}; the list downloads as CSV or XLSX.
 */
export function GrievanceListPage() {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: urlSchema,
    key: [...grievanceKeys.all, 'list', 'handling'],
    load: (f, signal) => fetchGrievanceList({ ...f, view: 'handling' }, signal),
  });

  const columns = useMemo<Column<GrievanceListItem>[]>(
    () => [
      {
        id: 'number',
        header: t('list.number'),
        rowHeader: true,
        cell: (row) => (
          <Anchor component={Link} to={to('grievancestatusupdate', { id: String(row.id) })}>
            {row.grievanceNo ?? ''}
          </Anchor>
        ),
      },
      { id: 'kind', header: t('list.kind'), cell: (row) => t(`kinds.${row.kind}`) },
      { id: 'title', header: t('list.title'), cell: (row) => row.title ?? t('list.none') },
      { id: 'complainant', header: t('list.complainant'), cell: (row) => row.complainant ?? t('list.none') },
      {
        id: 'organisation',
        header: t('list.organisation'),
        cell: (row) => row.organisation ?? t('view.portalAdmin'),
      },
      {
        id: 'submitted',
        header: t('list.submittedAt'),
        cell: (row) => dateOnly(row.submittedAt) ?? t('list.none'),
      },
      {
        id: 'age',
        header: t('list.age'),
        numeric: true,
        cell: (row) => (row.ageDays === null ? t('list.none') : t('list.days', { count: row.ageDays })),
      },
      { id: 'state', header: t('list.state'), cell: (row) => t(`states.${row.state}`) },
    ],
    [t, to],
  );

  const data = query.data;
  const exportQuery = { ...filters, view: 'handling' as const };
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:grievancelist')}</Title>
      <Group align="flex-end" wrap="wrap">
        <SearchSelectField
          label={t('list.stateFilter')}
          w={200}
          value={filters.state ?? ''}
          onChange={(value) => setFilters({ state: (value || undefined) as GrievanceState | undefined })}
          data={[
            { value: '', label: t('list.allStates') },
            ...handled.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
          allowDeselect={false}
        />
        <SearchTextField
          type="date"
          label={t('list.from')}
          value={filters.from ?? ''}
          onChange={(e) => setFilters({ from: e.currentTarget.value || undefined })}
        />
        <SearchTextField
          type="date"
          label={t('list.to')}
          value={filters.to ?? ''}
          onChange={(e) => setFilters({ to: e.currentTarget.value || undefined })}
        />
        <OrgUnitPicker
          id="grievance-organisation"
          label={t('list.organisationFilter')}
          w={320}
          value={filters.organisation ? String(filters.organisation) : ''}
          onChange={(value) => setFilters({ organisation: value ? Number(value) : undefined })}
        />
      </Group>
      <ExportButton
        href={(format) => grievanceExportHref(exportQuery, format)}
        fileName="grievances"
        label={t('list.download')}
      />
      <DataTable
        caption={data ? t('list.caption', { count: data.total, page: filters.page }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(row) => row.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={1000}
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
