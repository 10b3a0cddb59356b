import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  type EpublishListItem,
  type EpublishListQuery,
  type EpublishState,
  epublishListQuerySchema,
} from '../../../common/api/epublish.ts';
import type { Paged } from '../../../common/api/paging.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { SearchSelectField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable, KeywordSearch, Pager, useListQuery } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { epublishKeys, fetchEpublishList } from './api.ts';

export type View = 'mine' | 'queue' | 'published';
export interface ListView {
  view: View;
  form: RouteId;
  states: EpublishState[];
  /**
   * A route parameter that is the state filter (spec §2 directpurchasecorrigendumstatusappruval/{estat}):
   * the filter then changes the address, and a value that is no state of the view means all.
   */
  stateParam?: string;
}

/**
 * Spec §2 "Logged-in pages: tenders": the four ePublish lists are one page over one endpoint,
 * told apart by their route (docs/decisions/024): the creator's tenders by status
 * (directpurchaselist, tenderlist), the publisher's queue (directpurchasestatusappruval) and the
 * published tenders (directpurchasepublishedlist), with the states each view can hold.
 */
const views: Partial<Record<RouteId, ListView>> = {
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

/** The creator edits a draft or one returned for modification (spec §4). */
const editableStates: EpublishState[] = ['draft', 'returned'];

/** The list's query in the URL: the view comes from the route, never from the address bar. */
const urlSchema = epublishListQuerySchema.omit({ view: true });

/** What every ePublish list row has: the workflow state and, once published, its permalink id. */
export interface ListRow {
  id: number;
  state: EpublishState;
  publishedUid: string | null;
}

/**
 * What tells one kind of ePublish list from another (tenders; their corrigenda, issue #11
 * item 3): the routes and their views, the endpoint, the data columns and the words. The
 * state filter, keyword, paging and the edit / preview (review) / public-view actions are the
 * same for every kind, because the workflow is (spec §4).
 */
export interface EpublishListKind<Row extends ListRow> {
  /** Part of the query key, so two kinds never share a cache entry. */
  key: string;
  views: Partial<Record<RouteId, ListView>>;
  load(query: Partial<EpublishListQuery>, signal: AbortSignal): Promise<Paged<Row>>;
  /** The data columns, the first being the row header. */
  columns(t: TFunction, view: View): Column<Row>[];
  name(row: Row): string;
  preview: RouteId;
  publicView: RouteId;
  /** Message keys (epublish namespace) of the search label, the create button and the caption. */
  messages: { search: string; create: string; caption: string };
}

const tenderList: EpublishListKind<EpublishListItem> = {
  key: 'list',
  views,
  load: fetchEpublishList,
  name: (row) => row.title ?? row.referenceNo ?? `#${row.id}`,
  preview: 'directpurchasepreview',
  publicView: 'DirectPurchasefullview',
  messages: { search: 'list.searchLabel', create: 'list.create', caption: 'list.caption' },
  columns: (t, view) => [
    {
      id: 'reference',
      header: t('list.referenceNo'),
      rowHeader: true,
      cell: (row) => row.referenceNo ?? t('list.none'),
    },
    { id: 'title', header: t('list.title'), cell: (row) => row.title ?? t('list.none') },
    { id: 'organisation', header: t('list.organisation'), cell: (row) => row.organisation },
    ...(view === 'mine'
      ? []
      : [{ id: 'createdBy', header: t('list.createdBy'), cell: (row: EpublishListItem) => row.createdBy }]),
    {
      id: 'closing',
      header: t('list.bidSubmissionEnd'),
      cell: (row) => dateTime(row.bidSubmissionEnd) ?? t('list.none'),
    },
  ],
};

export function EpublishListPage() {
  return <EpublishList kind={tenderList} />;
}

/** One ePublish list page: the kind's columns, then status, last change and the actions. */
export function EpublishList<Row extends ListRow & { updatedAt: string }>({
  kind,
}: {
  kind: EpublishListKind<Row>;
}) {
  const { t } = useTranslation(['epublish', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const config = kind.views[routeId] ?? Object.values(kind.views)[0]!;
  const { to } = usePrefix();
  const navigate = useNavigate();
  const routeParams = useParams();
  const param = config.stateParam ? routeParams[config.stateParam] : undefined;
  const pinned = config.states.find((s) => s === param);
  const { filters, setFilters, query } = useListQuery({
    schema: urlSchema,
    key: [...epublishKeys.all, kind.key, config.view, ...(config.stateParam ? [pinned ?? 'all'] : [])],
    load: (f, signal) =>
      kind.load({ ...f, view: config.view, ...(config.stateParam ? { state: pinned } : {}) }, signal),
  });
  const state = config.stateParam ? pinned : filters.state;
  const chooseState = (value: EpublishState | undefined) =>
    config.stateParam
      ? navigate(to(routeId, { [config.stateParam]: value ?? 'all' }))
      : setFilters({ state: value });

  const columns = useMemo<Column<Row>[]>(() => {
    const preview = `${to(kind.preview)}?id=`;
    return [
      ...kind.columns(t as TFunction, config.view),
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
                aria-label={t('list.editNamed', { name: kind.name(row) })}
              >
                {t('list.edit')}
              </Anchor>
            )}
            <Anchor
              component={Link}
              to={`${preview}${row.id}`}
              // The accessible name starts with the visible word (WCAG 2.5.3; issue #24 item 5: the
              // queue's "Review" link was named "Preview …").
              aria-label={t(config.view === 'queue' ? 'list.decideNamed' : 'list.previewNamed', {
                name: kind.name(row),
              })}
            >
              {config.view === 'queue' ? t('list.decide') : t('list.preview')}
            </Anchor>
            {row.publishedUid && (
              <Anchor
                component={Link}
                to={`${to(kind.publicView)}?id=${encodeURIComponent(row.publishedUid)}`}
                aria-label={t('list.publicNamed', { name: kind.name(row) })}
              >
                {t('list.publicView')}
              </Anchor>
            )}
          </Group>
        ),
      },
    ];
  }, [t, to, config, kind]);

  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Group justify="space-between" align="flex-end">
        <KeywordSearch
          label={t(kind.messages.search)}
          value={filters.q ?? ''}
          onSearch={(q) => setFilters({ q })}
        >
          <SearchSelectField
            label={t('list.stateFilter')}
            mt={0}
            w={220}
            value={state ?? ''}
            onChange={(value) => chooseState((value || undefined) as EpublishState | undefined)}
            data={[
              { value: '', label: t('list.allStates') },
              ...config.states.map((s) => ({ value: s, label: t(`states.${s}`) })),
            ]}
            allowDeselect={false}
          />
        </KeywordSearch>
        {config.view === 'mine' && (
          <Button component={Link} to={to(config.form)} variant="outline">
            {t(kind.messages.create)}
          </Button>
        )}
      </Group>
      <DataTable
        caption={
          data ? t(kind.messages.caption, { count: data.total, page: filters.page }) : t('common:loading')
        }
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
