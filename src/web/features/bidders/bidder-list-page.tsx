import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type Bidder,
  bidderListQuerySchema,
  bidderRowStatuses,
  type RegisterKind,
} from '../../../common/api/bidders.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import {
  type Column,
  DataTable,
  ExportButton,
  KeywordSearch,
  Pager,
  useListQuery,
} from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { bidderExportHref, bidderKeys, fetchBidders, organisationsQuery } from './api.ts';
import { DebarmentSearch } from './debarment-search.tsx';

/**
 * Spec §2 bidderlist and debarredbidderlist (officials: their own chain's registers) and the
 * public registeredbidder and debarredbidder (every unit's register), one page told apart by
 * its route (issue #28 item 3): the latest version of each register, keyword (§5: at least 3
 * characters) over name and registration number, status and organisation filters in the URL,
 * numbered pages, "No Records Found", CSV export. debarredbidder adds the debarment search.
 * Public ones are server-rendered (decisions 030–032): nothing here reads the clock.
 */
const views: Partial<Record<RouteId, { kind: RegisterKind; scope: 'mine' | 'public' }>> = {
  bidderlist: { kind: 'registered', scope: 'mine' },
  debarredbidderlist: { kind: 'debarred', scope: 'mine' },
  registeredbidder: { kind: 'registered', scope: 'public' },
  debarredbidder: { kind: 'debarred', scope: 'public' },
};
const corrigendumPage: Record<RegisterKind, RouteId> = {
  registered: 'registeredbiddercorrigendumlist',
  debarred: 'debarredbiddercorrigendumlist',
};

export function BidderListPage() {
  const { t } = useTranslation(['bidders', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const { kind, scope } = views[routeId] ?? views.registeredbidder!;
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: bidderListQuerySchema,
    key: bidderKeys.list(kind, scope),
    load: (f, signal) => fetchBidders(kind, scope, f, signal),
  });
  const organisations = useQuery(organisationsQuery(kind));
  const columns = useMemo<Column<Bidder>[]>(() => {
    const day = (d: string | null) => dateOnly(d) ?? t('list.none');
    return [
      {
        id: 'registrationNo',
        header: t('fields.registrationNo'),
        rowHeader: true,
        cell: (r) => r.registrationNo,
      },
      { id: 'name', header: t('fields.name'), cell: (r) => r.name },
      { id: 'type', header: t('fields.type'), cell: (r) => r.type },
      ...(kind === 'registered'
        ? [
            { id: 'class', header: t('fields.class'), cell: (r: Bidder) => r.class ?? t('list.none') },
            {
              id: 'category',
              header: t('fields.category'),
              cell: (r: Bidder) => r.category ?? t('list.none'),
            },
            { id: 'issueDate', header: t('fields.issueDate'), cell: (r: Bidder) => day(r.issueDate) },
            { id: 'validUpto', header: t('fields.validUpto'), cell: (r: Bidder) => day(r.validUpto) },
          ]
        : [
            {
              id: 'debarredFrom',
              header: t('fields.debarredFrom'),
              cell: (r: Bidder) => day(r.debarredFrom),
            },
            {
              id: 'debarredTo',
              header: t('fields.debarredTo'),
              cell: (r: Bidder) => (r.debarredTo ? day(r.debarredTo) : t('list.untilFurtherOrders')),
            },
            { id: 'reason', header: t('fields.reason'), cell: (r: Bidder) => r.reason ?? t('list.none') },
          ]),
      { id: 'status', header: t('fields.status'), cell: (r) => t(`statuses.${r.status}`) },
      {
        id: 'organisation',
        header: kind === 'debarred' ? t('fields.debarredBy') : t('fields.organisation'),
        cell: (r) => r.organisation,
      },
    ];
  }, [t, kind]);

  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t(`list.intro.${kind}`)}</Text>
      <Anchor component={Link} to={to(corrigendumPage[kind])} w="fit-content">
        {t(`routes:${corrigendumPage[kind]}`)}
      </Anchor>
      {routeId === 'debarredbidder' && <DebarmentSearch />}
      <KeywordSearch
        value={filters.q ?? ''}
        label={t('list.searchLabel')}
        hint={t('list.keywordHint')}
        onSearch={(q) => setFilters({ q: q || undefined })}
      />
      <Group align="flex-end">
        <SearchChoiceField
          label={t('list.statusFilter')}
          w={200}
          value={filters.status ?? ''}
          onChange={(e) =>
            setFilters({ status: (e.currentTarget.value || undefined) as Bidder['status'] | undefined })
          }
          data={[
            { value: '', label: t('list.allStatuses') },
            ...bidderRowStatuses.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
        />
        <SearchChoiceField
          label={t('list.organisationFilter')}
          w={320}
          value={filters.orgUnitId ? String(filters.orgUnitId) : ''}
          onChange={(e) =>
            setFilters({ orgUnitId: e.currentTarget.value ? Number(e.currentTarget.value) : undefined })
          }
          data={[
            { value: '', label: t('list.allOrganisations') },
            ...(organisations.data ?? []).map((o) => ({ value: String(o.id), label: o.name })),
          ]}
        />
      </Group>
      <DataTable
        caption={data ? t('list.caption', { count: data.total, page: filters.page }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(r) => `${r.organisation}|${r.registrationNo}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={1000}
        aria-busy={query.isFetching}
        cards
      />
      {data && data.total > 0 && (
        <Group justify="space-between" align="flex-start">
          <Pager
            page={filters.page}
            total={data.total}
            pageSize={data.pageSize}
            shown={data.items.length}
            onPage={(page) => setFilters({ page }, { keepPage: true })}
          />
          <ExportButton
            href={() => bidderExportHref(kind, scope, filters)}
            formats={['csv']}
            fileName={`${kind}-bidders`}
            label={t('list.download')}
          />
        </Group>
      )}
    </Stack>
  );
}
