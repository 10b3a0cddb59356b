import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  type OrgUnitRow,
  orgUnitCreateSchema,
  orgUnitSearchSchema,
} from '../../../common/api/organisation.ts';
import { type OrgLevel, orgLevelOfPage, orgLevelPages } from '../../../common/organisation.ts';
import { statusMessageKey } from '../../../common/status.ts';
import { SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { type Column, DataTable, KeywordSearch, useListQuery } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { fetchUnits, orgUnitsKey, useProposeUnit } from './org-api.ts';
import { emptyUnit, OrgUnitFields } from './org-unit-fields.tsx';
import { PendingChanges } from './pending-changes.tsx';

/**
 * Spec §2 Master data: masterentrylevelone … masterentryleveleight (add a unit, list) and
 * mastermodifylevelone … mastermodifyleveleight (list to modify), one component for the 16
 * pages; the route says the level and the mode. Proposals of the level wait below for approval.
 */
export function OrgLevelPage() {
  const routeId = useCurrentRouteId();
  const level = orgLevelOfPage(routeId)!;
  const mode = routeId.startsWith('masterentry') ? 'entry' : 'modify';
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {mode === 'entry' && <CreateUnit key={level} level={level} />}
      <PendingChanges level={level} />
      <UnitList level={level} mode={mode} />
    </Stack>
  );
}

function CreateUnit({ level }: { level: OrgLevel }) {
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  const schema = useMemo(() => orgUnitCreateSchema(level), [level]);
  const form = useSchemaForm(schema, emptyUnit);
  const propose = useProposeUnit(level);
  return (
    <Stack gap="sm" component="section" aria-labelledby="create-heading" maw={720}>
      <Title order={2} id="create-heading" size="h3">
        {t('form.createHeading')}
      </Title>
      <SchemaForm
        form={form}
        ns="organisation"
        successMessage={t('form.sent')}
        onSubmit={async (values) => {
          // The body as the server keeps it (names' spaces collapsed, short code in capitals).
          await propose.mutateAsync(schema.parse(values));
          form.reset(emptyUnit);
        }}
      >
        <OrgUnitFields level={level} />
        <Group>
          <Button type="submit" loading={propose.isPending}>
            {t('form.sendToApproval')}
          </Button>
        </Group>
      </SchemaForm>
    </Stack>
  );
}

function UnitList({ level, mode }: { level: OrgLevel; mode: 'entry' | 'modify' }) {
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  const { to } = usePrefix();
  const { filters, setFilters, query } = useListQuery({
    schema: orgUnitSearchSchema,
    key: orgUnitsKey(level),
    load: (f, signal) => fetchUnits(level, f, signal),
  });
  const data = query.data;
  const columns = useMemo<Column<OrgUnitRow>[]>(
    () => [
      { id: 'name', header: t('list.name'), rowHeader: true, cell: (u) => u.name },
      { id: 'shortCode', header: t('list.shortCode'), cell: (u) => u.shortCode ?? '—' },
      {
        id: 'chain',
        header: t('list.parentChain'),
        cell: (u) => u.chain.map((c) => c.name).join(' › ') || t('list.topLevel'),
      },
      {
        id: 'status',
        header: t('list.status'),
        cell: (u) => (
          <>
            {t(statusMessageKey(u.status), { ns: 'common' })}
            {!u.visible && ` · ${t('visibility.hidden')}`}
          </>
        ),
      },
      {
        id: 'approval',
        header: t('list.approval'),
        cell: (u) => (
          <>
            <Text span fw={500} size="sm">
              {t(`approvalState.${u.approvalState}`)}
            </Text>
            {u.approvalState === 'approved' && u.openChange && (
              <Text size="sm">{t('list.changeWaiting')}</Text>
            )}
          </>
        ),
      },
      ...(mode === 'modify'
        ? [
            {
              id: 'actions',
              header: t('list.actions'),
              cell: (u: OrgUnitRow) => (
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={to(orgLevelPages(level).update, { id: u.id })}
                  aria-label={t('list.modifyOf', { name: u.name })}
                >
                  {t('list.modify')}
                </Button>
              ),
            },
          ]
        : []),
    ],
    [t, to, level, mode],
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="list-heading">
      <Title order={2} id="list-heading" size="h3">
        {t('list.heading')}
      </Title>
      <KeywordSearch
        label={t('list.searchLabel')}
        inputLabel={t('list.keyword')}
        hint={t('list.keywordHint')}
        value={filters.q ?? ''}
        onSearch={(q) => setFilters({ q })}
        width={360}
      >
        {filters.q && (
          <Button variant="default" mt={44} onClick={() => setFilters({ q: '' })}>
            {t('list.clear')}
          </Button>
        )}
      </KeywordSearch>
      <DataTable
        caption={data ? t('list.caption', { count: data.total, level }) : t('common:loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(u) => u.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={860}
      />
      {data && data.total > data.pageSize && (
        <Pagination
          total={Math.ceil(data.total / data.pageSize)}
          value={filters.page}
          onChange={(page) => setFilters({ page }, { keepPage: true })}
          getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
        />
      )}
    </Stack>
  );
}
