import { Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Feedback, feedbackFiltersSchema, feedbackReasons } from '../../../common/api/grievances.ts';
import { SearchSelectField, SearchTextField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable, ExportButton, Pager, useListQuery } from '../../components/list/index.ts';
import { dateTime } from '../../lib/display-format.ts';
import { feedbackExportHref, fetchFeedbackList, grievanceKeys } from './api.ts';

/**
 * Spec §2 feedbacklist (the portal admin, issue #26 item 6): the feedback sent from the public
 * page, newest first, by reason and day; downloads as CSV or XLSX.
 */
export function FeedbackListPage() {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const { filters, setFilters, query } = useListQuery({
    schema: feedbackFiltersSchema,
    key: [...grievanceKeys.feedback, 'list'],
    load: (f, signal) => fetchFeedbackList(f, signal),
  });
  const columns = useMemo<Column<Feedback>[]>(
    () => [
      { id: 'received', header: t('feedback.received'), cell: (row) => dateTime(row.createdAt) },
      { id: 'name', header: t('feedback.name'), rowHeader: true, cell: (row) => row.name },
      { id: 'email', header: t('feedback.email'), cell: (row) => row.email },
      {
        id: 'organisation',
        header: t('feedback.organisation'),
        cell: (row) => [row.designation, row.organisation].filter(Boolean).join(', ') || t('list.none'),
      },
      {
        id: 'mobile',
        header: t('feedback.mobile'),
        cell: (row) => (row.mobile ? `${row.countryCode ?? ''} ${row.mobile}`.trim() : t('list.none')),
      },
      { id: 'reason', header: t('feedback.reason'), cell: (row) => t(`reasons.${row.reason}`) },
      { id: 'comments', header: t('feedback.comments'), cell: (row) => row.comments },
    ],
    [t],
  );
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:feedbacklist')}</Title>
      <Group align="flex-end" wrap="wrap">
        <SearchSelectField
          label={t('feedback.reasonFilter')}
          w={200}
          value={filters.reason ?? ''}
          onChange={(value) => setFilters({ reason: (value || undefined) as Feedback['reason'] | undefined })}
          data={[
            { value: '', label: t('feedback.allReasons') },
            ...feedbackReasons.map((r) => ({ value: r, label: t(`reasons.${r}`) })),
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
      </Group>
      <ExportButton
        href={(format) => feedbackExportHref(filters, format)}
        fileName="feedback"
        label={t('list.download')}
      />
      <DataTable
        caption={
          data ? t('feedback.caption', { count: data.total, page: filters.page }) : t('common:loading')
        }
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
