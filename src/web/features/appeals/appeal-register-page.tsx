import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { appealOutcomes, publicAppealQuerySchema } from '../../../common/api/appeals.ts';
import { istDay } from '../../../common/appeals/deadlines.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import { useSearchForm } from '../../components/form/search-form.ts';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { OrgUnitPicker } from '../../components/org-unit-picker.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { useNow } from '../../lib/render-hints.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { type PublicAppeal, publicAppealDocumentHref, publicAppealListQuery } from './api.ts';

const params = ['year', 'outcome', 'organisation'] as const;
type Param = (typeof params)[number];
/** The first year of the Act's appeals on a portal (the schema's lowest year). */
const firstYear = 2017;

/**
 * Spec §2 appeals (issue #25 item 4): the public register of decided appeals (rejected or
 * disposed; decision 040), parties as organisations only, each with its permalink
 * (appealFullView) and the disposal report; filtered by the year of the decision and the
 * outcome and an organisation at any level (with everything below it, the kit's OrgUnitPicker), the
 * filters in the URL and checked by the request's shared schema. Server-rendered (decisions
 * 030–032): the years come from `useNow()`, never `new Date()` in render; links are links.
 */
export function AppealRegisterPage() {
  const { t } = useTranslation(['appeals', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { to } = usePrefix();
  const now = useNow();
  const apiSearch = useMemo(() => {
    const out = new URLSearchParams();
    for (const p of [...params, 'page'] as const) {
      const v = search.get(p);
      if (v) out.set(p, v);
    }
    return out.toString();
  }, [search]);
  const page = Number(search.get('page')) || 1;
  const form = useSearchForm<Param>({
    schema: publicAppealQuerySchema,
    params,
    initial: search,
    t,
    onSearch: (chosen) => navigate(`?${new URLSearchParams(chosen as Record<string, string>)}`),
  });
  const query = useQuery({ ...publicAppealListQuery(apiSearch), enabled: form.summary.length === 0 });
  const lastYear = Number(istDay(new Date(now)).slice(0, 4));
  const years = Array.from({ length: lastYear - firstYear + 1 }, (_, i) => String(lastYear - i));

  const columns: Column<PublicAppeal>[] = [
    {
      id: 'reference',
      header: t('list.referenceNo'),
      rowHeader: true,
      cell: (row) => (
        <Anchor component={Link} to={`${to('appealFullView')}?id=${row.id}`}>
          {row.referenceNo}
        </Anchor>
      ),
    },
    {
      id: 'tender',
      header: t('list.tender'),
      cell: (row) => `${row.tender.referenceNo}: ${row.tender.title}`,
    },
    { id: 'organisation', header: t('list.organisation'), cell: (row) => row.organisation },
    {
      id: 'appellant',
      header: t('register.appellantOrganisation'),
      cell: (row) => row.appellantOrganisation ?? t('list.none'),
    },
    { id: 'outcome', header: t('register.outcome'), cell: (row) => t(`outcomes.${row.outcome}`) },
    { id: 'decided', header: t('view.decidedAt'), cell: (row) => dateOnly(row.decidedAt) },
    {
      id: 'report',
      header: t('view.documentKinds.disposalReport'),
      cell: (row) =>
        row.disposalReport ? (
          <Anchor href={publicAppealDocumentHref(row.id, row.disposalReport.fileId)}>
            {t('register.download', { name: row.disposalReport.name })}
          </Anchor>
        ) : (
          t('list.none')
        ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t('register.intro')}</Text>
      <Anchor component={Link} to={to('appeal')} w="fit-content">
        {t('register.howTo')}
      </Anchor>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <form onSubmit={form.submit} noValidate aria-label={t('register.filters')}>
        <Group align="flex-end">
          <SearchChoiceField
            label={t('register.year')}
            w={160}
            {...form.input('year')}
            data={[{ value: '', label: t('register.allYears') }, ...years]}
          />
          <SearchChoiceField
            label={t('register.outcome')}
            w={220}
            {...form.input('outcome')}
            data={[
              { value: '', label: t('register.allOutcomes') },
              ...appealOutcomes.map((o) => ({ value: o, label: t(`outcomes.${o}`) })),
            ]}
          />
          <OrgUnitPicker
            name="organisation"
            label={t('register.organisation')}
            description={t('register.organisationHint')}
            value={form.values.organisation}
            onChange={form.set('organisation')}
            error={form.errors.organisation}
          />
          <Button type="submit">{t('register.search')}</Button>
        </Group>
      </form>
      <DataTable
        caption={query.data ? t('register.caption', { count: query.data.total, page }) : t('common:loading')}
        columns={columns}
        rows={query.data?.items}
        rowKey={(row) => row.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={900}
      />
      {query.data && (
        <Pager
          page={page}
          total={query.data.total}
          pageSize={query.data.pageSize}
          shown={query.data.items.length}
          onPage={(p) => {
            const next = new URLSearchParams(search);
            next.set('page', String(p));
            navigate(`?${next}`);
          }}
        />
      )}
    </Stack>
  );
}
