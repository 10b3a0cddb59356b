import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type CorrigendumPage,
  type CorrigendumSummary,
  corrigendumSearchSchema,
} from '../../../common/api/corrigenda.ts';
import { apiFetch } from '../../api/client.ts';
import { type Column, DataTable, KeywordSearch, useListQuery } from '../../components/list/index.ts';
import { TenderId } from '../../components/tender-id.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateTime } from '../../lib/display-format.ts';
import { corrigendumViewFor, tenderViewFor } from '../../lib/tender-links.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

type CorrigendumListRoute = 'activecorrigendums' | 'listofcorrigendums' | 'dpcorrigendumlist';

/** Each list's fixed part of the query (spec §2). */
const presets: Record<CorrigendumListRoute, Record<string, string>> = {
  activecorrigendums: { scope: 'active' },
  listofcorrigendums: { scope: 'all' },
  // "Corrigendum List: ePublish Tenders": the corrigenda the ePublish workflow published (source epublish).
  dpcorrigendumlist: { scope: 'all', source: 'epublish' },
};

/**
 * Spec §2 activecorrigendums (corrigenda of tenders still open), listofcorrigendums (all) and
 * dpcorrigendumlist (ePublish, the direct-purchase screens): newest first, a keyword search (spec §5: 3 characters or
 * more) kept in the page URL, paging by cursor, "No Records Found".
 */
const urlSchema = corrigendumSearchSchema.pick({ q: true, cursor: true });

export function CorrigendumListPage() {
  const { t } = useTranslation(['corrigenda', 'common', 'routes']);
  const current = useCurrentRouteId();
  const route = (current in presets ? current : 'listofcorrigendums') as CorrigendumListRoute;
  const { to } = usePrefix();
  const { filters, setFilters, params, query } = useListQuery({
    schema: urlSchema,
    key: ['public-corrigenda', route],
    load: (f, signal) => {
      const search = new URLSearchParams({
        ...presets[route],
        ...(f.q ? { q: f.q } : {}),
        ...(f.cursor ? { cursor: f.cursor } : {}),
      });
      return apiFetch<CorrigendumPage>(`/public/corrigenda?${search}`, { signal });
    },
  });
  const data = query.data;
  const cursor = filters.cursor ?? '';
  const withCursor = (next: string | null) => {
    const p = new URLSearchParams(params);
    if (next) p.set('cursor', next);
    else p.delete('cursor');
    return `?${p}`;
  };
  const columns = useMemo<Column<CorrigendumSummary>[]>(
    () => [
      {
        id: 'corrigendum',
        header: t('fields.corrigendum'),
        cell: (c) => (
          <Anchor
            component={Link}
            to={`${to(corrigendumViewFor(c.tender.source))}?id=${encodeURIComponent(c.uid)}`}
          >
            {t('numbered', { number: c.number })}
          </Anchor>
        ),
      },
      {
        id: 'tender',
        header: t('fields.tender'),
        cell: (c) => (
          <>
            <Anchor
              component={Link}
              to={`${to(tenderViewFor(c.tender.source))}?id=${encodeURIComponent(c.tender.uid)}`}
            >
              {c.tender.title}
            </Anchor>
            <Text size="sm">{c.tender.referenceNo}</Text>
          </>
        ),
      },
      // Issue #31 item 3: the tender's id on its source portal, in every row.
      { id: 'tenderId', header: t('fields.tenderId'), cell: (c) => <TenderId id={c.tender.tenderId} /> },
      {
        id: 'organisation',
        header: t('fields.organisation'),
        cell: (c) => c.tender.organisation.join(' / '),
      },
      { id: 'type', header: t('fields.type'), cell: (c) => t(`types.${c.type}`) },
      { id: 'publishedAt', header: t('fields.publishedAt'), cell: (c) => dateTime(c.publishedAt) },
      {
        id: 'closingAt',
        header: t('fields.closingAt'),
        cell: (c) => dateTime(c.newClosingAt ?? c.tender.closingAt) ?? '—',
      },
    ],
    [t, to],
  );

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${route}`)}</Title>
      <Text>{t(`lists.${route}`)}</Text>
      <KeywordSearch
        label={t('searchLabel')}
        inputLabel={t('keyword')}
        hint={t('keywordHint')}
        value={filters.q ?? ''}
        onSearch={(q) => setFilters({ q })}
        width={360}
      />
      <DataTable
        caption={data ? t('count', { count: data.total }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(c) => c.uid}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={960}
      />
      {(cursor || data?.nextCursor) && (
        <Group>
          {cursor && (
            <Button component={Link} to={withCursor(null)} variant="default">
              {t('firstPage')}
            </Button>
          )}
          {data?.nextCursor && (
            <Button component={Link} to={withCursor(data.nextCursor)} variant="default">
              {t('nextPage')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
