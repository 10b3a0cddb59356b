import { Anchor, Button, Group, Select, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type EpublishListItem,
  type EpublishState,
  epublishListQuerySchema,
} from '../../../common/api/epublish.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { type Column, DataTable, KeywordSearch, Pager, useListQuery } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { epublishKeys, fetchEpublishList } from './api.ts';

type View = 'mine' | 'queue' | 'published';

/**
 * Spec §2 "Logged-in pages: tenders": the four ePublish lists are one page over one endpoint,
 * told apart by their route (docs/decisions/024): the creator's tenders by status
 * (directpurchaselist, tenderlist), the publisher's queue (directpurchasestatusappruval) and the
 * published tenders (directpurchasepublishedlist), with the states each view can hold.
 */
const views: Partial<Record<RouteId, { view: View; form: RouteId; states: EpublishState[] }>> = {
  directpurchaselist: {
    view: 'mine',
    form: 'directpurchase',
    states: ['draft', 'sent', 'returned', 'inOrder', 'published', 'cancelled', 'archived'],
  },
  tenderlist: {
    view: 'mine',
    form: 'createTender',
    states: ['draft', 'sent', 'returned', 'inOrder', 'published', 'cancelled', 'archived'],
  },
  directpurchasestatusappruval: { view: 'queue', form: 'directpurchase', states: ['sent', 'inOrder'] },
  directpurchasepublishedlist: {
    view: 'published',
    form: 'directpurchase',
    states: ['published', 'cancelled', 'archived'],
  },
};

/** The creator edits a draft or a tender returned for modification (spec §4). */
const editableStates: EpublishState[] = ['draft', 'returned'];

/** The list's query in the URL: the view comes from the route, never from the address bar. */
const urlSchema = epublishListQuerySchema.omit({ view: true });

export function EpublishListPage() {
  const { t } = useTranslation(['epublish', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const config = views[routeId] ?? views.directpurchaselist!;
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: urlSchema,
    key: [...epublishKeys.all, 'list', config.view],
    load: (f, signal) => fetchEpublishList({ ...f, view: config.view }, signal),
  });

  const columns = useMemo<Column<EpublishListItem>[]>(() => {
    const name = (row: EpublishListItem) => row.title ?? row.referenceNo ?? `#${row.id}`;
    const preview = `${to('directpurchasepreview')}?id=`;
    return [
      {
        id: 'reference',
        header: t('list.referenceNo'),
        rowHeader: true,
        cell: (row) => row.referenceNo ?? t('list.none'),
      },
      { id: 'title', header: t('list.title'), cell: (row) => row.title ?? t('list.none') },
      { id: 'organisation', header: t('list.organisation'), cell: (row) => row.organisation },
      ...(config.view === 'mine'
        ? []
        : [{ id: 'createdBy', header: t('list.createdBy'), cell: (row: EpublishListItem) => row.createdBy }]),
      {
        id: 'closing',
        header: t('list.bidSubmissionEnd'),
        cell: (row) => dateTime(row.bidSubmissionEnd) ?? t('list.none'),
      },
      { id: 'state', header: t('list.state'), cell: (row) => t(`states.${row.state}`) },
      { id: 'updated', header: t('list.updatedAt'), cell: (row) => dateTime(row.updatedAt) },
      {
        id: 'actions',
        header: t('list.actions'),
        cell: (row) => (
          <Group gap="sm" wrap="nowrap">
            {config.view === 'mine' && editableStates.includes(row.state) && (
              <Anchor
                component={Link}
                to={`${to(config.form)}?id=${row.id}`}
                aria-label={t('list.editNamed', { name: name(row) })}
              >
                {t('list.edit')}
              </Anchor>
            )}
            <Anchor
              component={Link}
              to={`${preview}${row.id}`}
              aria-label={t('list.previewNamed', { name: name(row) })}
            >
              {config.view === 'queue' ? t('list.decide') : t('list.preview')}
            </Anchor>
            {row.publishedUid && (
              <Anchor
                component={Link}
                to={`${to('DirectPurchasefullview')}?id=${encodeURIComponent(row.publishedUid)}`}
                aria-label={t('list.publicNamed', { name: name(row) })}
              >
                {t('list.publicView')}
              </Anchor>
            )}
          </Group>
        ),
      },
    ];
  }, [t, to, config]);

  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Group justify="space-between" align="flex-end">
        <KeywordSearch
          label={t('list.searchLabel')}
          value={filters.q ?? ''}
          onSearch={(q) => setFilters({ q })}
        >
          <Select
            label={t('list.stateFilter')}
            mt={0}
            w={220}
            value={filters.state ?? ''}
            onChange={(value) => setFilters({ state: (value || undefined) as EpublishState | undefined })}
            data={[
              { value: '', label: t('list.allStates') },
              ...config.states.map((s) => ({ value: s, label: t(`states.${s}`) })),
            ]}
            allowDeselect={false}
          />
        </KeywordSearch>
        {config.view === 'mine' && (
          <Button component={Link} to={to(config.form)} variant="outline">
            {t('list.create')}
          </Button>
        )}
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
