import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  changeKinds,
  type RegisterChange,
  type RegisterKind,
  registerChangeQuerySchema,
} from '../../../common/api/bidders.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable, KeywordSearch, Pager, useListQuery } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { bidderKeys, fetchChanges } from './api.ts';

const kinds: Partial<Record<RouteId, RegisterKind>> = {
  registeredbiddercorrigendumlist: 'registered',
  debarredbiddercorrigendumlist: 'debarred',
};
const registerPage: Record<RegisterKind, RouteId> = {
  registered: 'registeredbidder',
  debarred: 'debarredbidder',
};

/**
 * Spec §2 registeredbiddercorrigendumlist and debarredbiddercorrigendumlist (issue #28 item 2):
 * what each new version of a register changed against the one before it, row by row — added,
 * removed, or changed with each field's old → new — newest first, by change and keyword, in pages.
 * Server-rendered public pages (decisions 030–032).
 */
export function RegisterCorrigendumPage() {
  const { t } = useTranslation(['bidders', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const kind = kinds[routeId] ?? 'registered';
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: registerChangeQuerySchema,
    key: bidderKeys.changes(kind),
    load: (f, signal) => fetchChanges(kind, f, signal),
  });

  const columns = useMemo<Column<RegisterChange>[]>(() => {
    // Dates as the portal writes them (dd-mm-yyyy, §9); other values as uploaded.
    const shown = (v: string | null) =>
      v === null ? t('list.none') : /^\d{4}-\d{2}-\d{2}$/.test(v) ? dateOnly(v)! : v;
    return [
      { id: 'published', header: t('corrigenda.publishedOn'), cell: (c) => dateOnly(c.publishedAt) },
      {
        id: 'registrationNo',
        header: t('fields.registrationNo'),
        rowHeader: true,
        cell: (c) => c.registrationNo,
      },
      { id: 'name', header: t('fields.name'), cell: (c) => c.name },
      { id: 'change', header: t('corrigenda.change'), cell: (c) => t(`corrigenda.changes.${c.change}`) },
      {
        id: 'details',
        header: t('corrigenda.details'),
        cell: (c) =>
          c.fields.length === 0 ? (
            t('list.none')
          ) : (
            <List size="sm" spacing={2}>
              {c.fields.map((f) => (
                <List.Item key={f.field}>
                  {t('corrigenda.fieldChange', {
                    field: t(`fields.${f.field}`),
                    old: shown(f.old),
                    new: shown(f.new),
                  })}
                </List.Item>
              ))}
            </List>
          ),
      },
      {
        id: 'version',
        header: t('corrigenda.version'),
        cell: (c) => t('corrigenda.versionOf', { version: c.versionNo, organisation: c.organisation }),
      },
    ];
  }, [t]);

  const data = query.data;
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t(`corrigenda.intro.${kind}`)}</Text>
      <Anchor component={Link} to={to(registerPage[kind])} w="fit-content">
        {t(`routes:${registerPage[kind]}`)}
      </Anchor>
      <KeywordSearch
        value={filters.q ?? ''}
        label={t('list.searchLabel')}
        hint={t('list.keywordHint')}
        onSearch={(q) => setFilters({ q: q || undefined })}
      />
      <Group align="flex-end">
        <SearchChoiceField
          label={t('corrigenda.changeFilter')}
          w={220}
          value={filters.change ?? ''}
          onChange={(e) =>
            setFilters({
              change: (e.currentTarget.value || undefined) as RegisterChange['change'] | undefined,
            })
          }
          data={[
            { value: '', label: t('corrigenda.allChanges') },
            ...changeKinds.map((c) => ({ value: c, label: t(`corrigenda.changes.${c}`) })),
          ]}
        />
      </Group>
      <DataTable
        caption={data ? t('list.caption', { count: data.total, page: filters.page }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(c) => c.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={1000}
        aria-busy={query.isFetching}
        cards
      />
      {data && data.total > 0 && (
        <Pager
          page={filters.page}
          total={data.total}
          pageSize={data.pageSize}
          shown={data.items.length}
          onPage={(page) => setFilters({ page }, { keepPage: true })}
        />
      )}
    </Stack>
  );
}
