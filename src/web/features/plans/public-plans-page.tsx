import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { PublicPlanItem } from '../../../common/api/plans.ts';
import { planCategories, publicPlanQuerySchema } from '../../../common/plans/public.ts';
import { ApiError } from '../../api/client.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import { useSearchForm } from '../../components/form/search-form.ts';
import { DataTable } from '../../components/list/data-table.tsx';
import { ExportButton } from '../../components/list/export-button.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { dateOnly, rupeesOr } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { itemColumns, TenderLinks, yearLabel } from './item-columns.tsx';
import {
  publicPlanExportHref,
  publicPlanItemQuery,
  publicPlanOptionsQuery,
  publicPlansQuery,
} from './public-api.ts';

const params = ['year', 'unit', 'category'] as const;
const filterSchema = publicPlanQuerySchema.omit({ page: true });

/**
 * Spec §2 public annualprocurementplandisplay (issue #27 item 5; decision 052): the items of
 * approved annual procurement plans, filtered by financial year, organisation and category (in
 * the URL), with CSV/XLSX downloads of the same filters; each item opens at
 * `?item=<id>` with the tenders that carry it out and their awards (plan → tender → award; the
 * tender's full view links back). Server-rendered (decisions 030/031): filters are a GET form,
 * items and tenders are links.
 */
export function PublicPlansPage() {
  const [search] = useSearchParams();
  const item = Number(search.get('item'));
  return Number.isInteger(item) && item > 0 ? <PublicPlanItemView id={item} /> : <PublicPlanList />;
}

function PublicPlanList() {
  const { t } = useTranslation(['plans', 'common', 'routes']);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { to } = usePrefix();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const apiQuery = new URLSearchParams();
  for (const p of params) {
    const value = search.get(p);
    if (value) apiQuery.set(p, value);
  }
  const valid = filterSchema.safeParse(Object.fromEntries(apiQuery)).success;
  const filters = apiQuery.toString();
  if (page > 1) apiQuery.set('page', String(page));
  const list = useQuery({ ...publicPlansQuery(apiQuery.toString()), enabled: valid });
  const options = useQuery(publicPlanOptionsQuery);
  const form = useSearchForm({
    schema: filterSchema,
    params,
    initial: search,
    t,
    onSearch: (chosen) => navigate(`?${new URLSearchParams(chosen as Record<string, string>)}`),
  });

  const columns = itemColumns<PublicPlanItem>(t, (i) => (
    <Anchor component={Link} to={`${to('annualprocurementplandisplay')}?item=${i.id}`}>
      {i.subject}
    </Anchor>
  ));
  columns.splice(
    1,
    0,
    { id: 'organisation', header: t('public.organisation'), cell: (i) => i.organisation },
    { id: 'year', header: t('public.year'), cell: (i) => yearLabel(i.financialYear) },
  );
  columns.push({
    id: 'tenders',
    header: t('public.tenders'),
    cell: (i) =>
      i.tenders.length === 0
        ? '—'
        : i.tenders.map((tender) => (
            <Anchor
              key={tender.id}
              component={Link}
              display="block"
              to={`${to(tender.awarded ? 'aocfullview' : 'activetendersfullview')}?id=${encodeURIComponent(tender.uid)}`}
            >
              {tender.tenderId}
            </Anchor>
          )),
  });

  const choice = (value: string, label: string) => ({ value, label });
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:annualprocurementplandisplay')}</Title>
      <Text>{t('public.intro')}</Text>
      <form onSubmit={form.submit} aria-label={t('public.filters')} noValidate>
        <Stack gap="sm">
          <ErrorSummary errors={form.summary} attempt={form.attempt} />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <SearchChoiceField
              {...form.input('year')}
              label={t('public.year')}
              data={[
                choice('', t('public.anyYear')),
                ...(options.data?.years ?? []).map((y) => choice(String(y), yearLabel(y))),
                ...(form.values.year && !options.data?.years.includes(Number(form.values.year))
                  ? [choice(form.values.year, form.values.year)]
                  : []),
              ]}
            />
            <SearchChoiceField
              {...form.input('unit')}
              label={t('public.organisation')}
              data={[
                choice('', t('public.anyOrganisation')),
                ...(options.data?.organisations ?? []).map((o) => choice(String(o.id), o.name)),
                ...(form.values.unit &&
                !options.data?.organisations.some((o) => String(o.id) === form.values.unit)
                  ? [choice(form.values.unit, form.values.unit)]
                  : []),
              ]}
            />
            <SearchChoiceField
              {...form.input('category')}
              label={t('item.category')}
              data={[
                choice('', t('public.anyCategory')),
                ...planCategories.map((c) => choice(c, t(`categories.${c}`))),
              ]}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('public.search')}</Button>
            <Button variant="subtle" onClick={form.clear}>
              {t('public.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
      <DataTable
        caption={list.data ? t('public.caption', { count: list.data.total }) : t('common:loading')}
        columns={columns}
        rows={valid ? list.data?.items : []}
        rowKey={(i) => i.id}
        error={list.error}
        onRetry={() => void list.refetch()}
        minWidth={900}
      />
      {list.data && (
        <Pager
          page={page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          shown={list.data.items.length}
          onPage={(p) => {
            const next = new URLSearchParams(search);
            next.set('page', String(p));
            navigate(`?${next}`);
          }}
        />
      )}
      {valid && (
        <ExportButton
          label={t('public.download')}
          fileName="annual-procurement-plans"
          href={(format) => publicPlanExportHref(filters, format)}
        />
      )}
    </Stack>
  );
}

function PublicPlanItemView({ id }: { id: number }) {
  const { t } = useTranslation(['plans', 'common', 'routes']);
  const { to } = usePrefix();
  const item = useQuery(publicPlanItemQuery(id));
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:annualprocurementplandisplay')}</Title>
      <Anchor component={Link} to={to('annualprocurementplandisplay')} w="fit-content">
        {t('public.back')}
      </Anchor>
      {item.error ? (
        item.error instanceof ApiError && item.error.status === 404 ? (
          <Text role="alert">{t('public.itemNotFound')}</Text>
        ) : (
          <ApiErrorAlert error={item.error} />
        )
      ) : !item.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          <DetailsList
            id="plan-item"
            title={item.data.subject}
            empty="—"
            rows={[
              [t('public.organisation'), item.data.organisation],
              [t('public.year'), yearLabel(item.data.financialYear)],
              [t('item.category'), t(`categories.${item.data.category}`)],
              [t('item.estimatedValue'), rupeesOr(item.data.estimatedValue, '—')],
              [t('item.quarter'), t(`quarters.${item.data.quarter}`)],
              [t('item.method'), t(`methods.${item.data.method}`)],
              [t('public.approvedOn'), dateOnly(item.data.approvedAt)],
            ]}
          />
          <section aria-labelledby="plan-item-tenders">
            <Title order={2} id="plan-item-tenders" mb="sm">
              {t('tenders.title')}
            </Title>
            <TenderLinks tenders={item.data.tenders} t={t} to={(page) => to(page)} />
          </section>
        </>
      )}
    </Stack>
  );
}
