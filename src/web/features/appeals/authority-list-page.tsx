import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Authority, authorityListQuerySchema } from '../../../common/api/appellate-authorities.ts';
import { SearchSelectField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable, KeywordSearch, Pager, useListQuery } from '../../components/list/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { authorityKeys, fetchAuthorities } from './authority-api.ts';

/**
 * Spec §2 appellateinfomodify (issue #25 item 1): the appellate authorities with their level,
 * ministry, department, contact and chains; keyword search (at least 3 characters, §5), level and
 * status filters in the URL, "No Records Found", paging; each row opens appellateinfoupdate/{id}.
 */
export function AuthorityListPage() {
  const { t, i18n } = useTranslation(['appeals', 'common', 'routes']);
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: authorityListQuerySchema,
    key: [...authorityKeys.all, 'list'],
    load: (f, signal) => fetchAuthorities(f, signal),
  });
  const language = i18n.language;
  const columns = useMemo<Column<Authority>[]>(() => {
    const named = (n: { nameEn: string; nameAs: string }) => (language === 'as' ? n.nameAs : n.nameEn);
    return [
      { id: 'name', header: t('authority.fields.name'), rowHeader: true, cell: (a) => a.name },
      { id: 'level', header: t('authority.fields.level'), cell: (a) => t(`authority.level.${a.level}`) },
      { id: 'designation', header: t('authority.fields.designation'), cell: (a) => a.designation },
      {
        id: 'office',
        header: t('authority.list.office'),
        cell: (a) => `${named(a.ministry)} › ${named(a.department)}`,
      },
      {
        id: 'contact',
        header: t('authority.list.contact'),
        cell: (a) => (
          <>
            <Text span display="block">
              {a.email}
            </Text>
            <Text span display="block">
              {a.mobile}
            </Text>
          </>
        ),
      },
      {
        id: 'units',
        header: t('authority.fields.units'),
        cell: (a) => a.units.map((u) => u.path).join('; '),
      },
      { id: 'status', header: t('authority.fields.status'), cell: (a) => t(`authority.status.${a.status}`) },
      {
        id: 'actions',
        header: t('authority.list.actions'),
        cell: (a) => (
          <Anchor
            component={Link}
            to={to('appellateinfoupdate', { id: a.id })}
            aria-label={t('authority.list.editNamed', { name: a.name })}
          >
            {t('authority.list.edit')}
          </Anchor>
        ),
      },
    ];
  }, [t, to, language]);
  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:appellateinfomodify')}</Title>
      <Group justify="space-between" align="flex-end">
        <KeywordSearch
          label={t('authority.list.searchLabel')}
          inputLabel={t('authority.list.keyword')}
          hint={t('authority.list.keywordHint')}
          value={filters.q ?? ''}
          onSearch={(q) => setFilters({ q })}
        />
        <Button component={Link} to={to('appellateauthorityinfo')} variant="outline">
          {t('authority.list.add')}
        </Button>
      </Group>
      <Group align="flex-end">
        <SearchSelectField
          label={t('authority.fields.level')}
          w={220}
          value={filters.level ? String(filters.level) : ''}
          onChange={(value) => setFilters({ level: value ? (Number(value) as 1 | 2) : undefined })}
          data={[
            { value: '', label: t('authority.list.allLevels') },
            { value: '1', label: t('authority.level.1') },
            { value: '2', label: t('authority.level.2') },
          ]}
          allowDeselect={false}
        />
        <SearchSelectField
          label={t('authority.fields.status')}
          w={220}
          value={filters.status ?? ''}
          onChange={(value) => setFilters({ status: (value || undefined) as '0' | '1' | undefined })}
          data={[
            { value: '', label: t('authority.list.allStatuses') },
            { value: '1', label: t('authority.status.1') },
            { value: '0', label: t('authority.status.0') },
          ]}
          allowDeselect={false}
        />
      </Group>
      <DataTable
        caption={data ? t('authority.list.caption', { count: data.total }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(a) => a.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={960}
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
