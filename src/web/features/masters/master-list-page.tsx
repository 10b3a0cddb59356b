import { Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MasterEntry, masterSearchSchema } from '../../../common/api/masters.ts';
import { managedMasters } from '../../../common/masters/kinds.ts';
import { statusMessageKey } from '../../../common/status.ts';
import { type Column, DataTable, KeywordSearch, useListQuery } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { masterListQuery, masterOfRoute, mastersKeys } from './api.ts';

/**
 * Spec §2 formofcontract, tendercategory, tendertype: the master's entries with a keyword
 * search (at least 3 characters, spec §5: 'Keyword should contain minimum of 3 Characters'),
 * a status filter, "No Records Found" for an empty result, and links to add and edit.
 */
export function MasterListPage() {
  const { t, i18n } = useTranslation(['masters', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const kind = masterOfRoute(routeId)!;
  const pages = managedMasters[kind];
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: masterSearchSchema,
    key: mastersKeys.all(kind),
    load: (filters) => masterListQuery(kind, filters).queryFn(),
  });
  const master = t(`kinds.${kind}`);
  const columns = useMemo<Column<MasterEntry>[]>(
    () => [
      { id: 'nameEn', header: t('list.nameEn'), rowHeader: true, cell: (e) => e.nameEn },
      { id: 'nameAs', header: t('list.nameAs'), cell: (e) => <span lang="as">{e.nameAs}</span> },
      { id: 'code', header: t('list.code'), cell: (e) => e.code },
      {
        id: 'status',
        header: t('list.status'),
        cell: (e) => (
          <Text span fw={e.status === 1 ? 600 : 400}>
            {t(statusMessageKey(e.status), { ns: 'common' })}
          </Text>
        ),
      },
      {
        id: 'actions',
        header: t('list.actions'),
        cell: (e) => (
          <Anchor
            component={Link}
            to={to(pages.update, { id: e.id })}
            aria-label={t('list.editEntry', { name: i18n.language === 'as' ? e.nameAs : e.nameEn })}
          >
            {t('list.edit')}
          </Anchor>
        ),
      },
    ],
    [t, i18n.language, to, pages.update],
  );
  const data = query.data;

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Group justify="space-between" align="flex-end">
        <KeywordSearch
          label={t('list.searchLabel', { master })}
          inputLabel={t('list.keyword')}
          hint={t('list.keywordHint')}
          value={filters.q ?? ''}
          onSearch={(q) => setFilters({ q })}
        />
        <Button component={Link} to={to(pages.entry)} variant="outline">
          {t('list.add', { master })}
        </Button>
      </Group>
      <SegmentedControl
        aria-label={t('list.statusFilter')}
        value={filters.status ?? ''}
        onChange={(value) => setFilters({ status: value ? (value as '0' | '1') : undefined })}
        data={[
          { value: '', label: t('list.all') },
          { value: '1', label: t('status.1') },
          { value: '0', label: t('status.0') },
        ]}
        maw={360}
      />
      <DataTable
        caption={data ? t('list.caption', { master, count: data.length }) : t('common:loading')}
        columns={columns}
        rows={data}
        rowKey={(e) => e.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={640}
      />
    </Stack>
  );
}
