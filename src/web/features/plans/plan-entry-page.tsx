import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type PlanCreate, type PlanSummary, planCreateSchema } from '../../../common/api/plans.ts';
import {
  FormSection,
  NativeSelectField,
  SchemaForm,
  UnsavedWarning,
  useLeavePage,
  useSchemaForm,
} from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { rupeesOr } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { planListQuery, planUnitsQuery, useCreatePlan } from './api.ts';
import { yearLabel } from './item-columns.tsx';
import { blankItem, PlanItemsField } from './plan-items-field.tsx';

const empty: PlanCreate = {
  orgUnitId: null as unknown as number,
  financialYear: null as unknown as number,
  items: [blankItem()],
};

/** The financial years offered: last year to five years ahead (April to March). */
function yearChoices(now = new Date()) {
  const current = now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
  return Array.from({ length: 7 }, (_, i) => current - 1 + i);
}

/**
 * Spec §2 annualprocurementplan (issue #27 item 5; decision 052): a plan user enters their
 * unit's plan for a financial year item by item (a draft; one plan per unit and year, the server
 * says so on the year); it opens on annualprocurementplan/{id}, where it is corrected and sent
 * for approval. Below, the plans of the user's organisation chain with their state.
 */
export function PlanEntryPage() {
  const { t } = useTranslation(['plans', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const { to } = usePrefix();
  const form = useSchemaForm(planCreateSchema, empty);
  const create = useCreatePlan();
  const { leave, leaving } = useLeavePage();
  const units = useQuery(planUnitsQuery);
  const list = useQuery(planListQuery({}));
  const columns = planColumns(t, (p) => to('annualprocurementplanId', { id: p.id }));

  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t('entry.intro')}</Text>
      <SchemaForm
        form={form}
        ns="plans"
        label={t(`routes:${routeId}`)}
        onSubmit={async (values) => {
          const plan = await create.mutateAsync(values);
          form.reset(values);
          leave(to('annualprocurementplanId', { id: plan.id }));
        }}
      >
        <UnsavedWarning dirty={form.formState.isDirty && !leaving} />
        <FormSection id="plan-header" title={t('form.section')} names={['orgUnitId', 'financialYear']}>
          <NativeSelectField
            name="orgUnitId"
            numeric
            empty={null}
            label={t('form.organisation')}
            required
            data={[
              { value: '', label: t('form.choose') },
              ...(units.data?.items ?? []).map((u) => ({ value: String(u.id), label: u.name })),
            ]}
          />
          <NativeSelectField
            name="financialYear"
            numeric
            empty={null}
            label={t('form.financialYear')}
            required
            data={[
              { value: '', label: t('form.choose') },
              ...yearChoices().map((y) => ({ value: String(y), label: yearLabel(y) })),
            ]}
          />
        </FormSection>
        <PlanItemsField />
        <Button type="submit" w="fit-content" loading={create.isPending}>
          {t('form.save')}
        </Button>
      </SchemaForm>
      <section aria-labelledby="plans-written">
        <Title order={2} id="plans-written" mb="sm">
          {t('entry.written')}
        </Title>
        <DataTable
          caption={list.data ? t('list.caption', { count: list.data.total }) : t('common:loading')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(p) => p.id}
          error={list.error}
          onRetry={() => void list.refetch()}
          minWidth={760}
        />
      </section>
    </Stack>
  );
}

/** The columns of a list of plans; `href` opens one. */
export function planColumns(
  t: ReturnType<typeof useTranslation>['t'],
  href: (p: PlanSummary) => string,
): Column<PlanSummary>[] {
  return [
    {
      id: 'plan',
      header: t('plans:list.plan'),
      rowHeader: true,
      cell: (p) => (
        <Anchor component={Link} to={href(p)}>
          {t('plans:list.planName', { organisation: p.organisation, year: yearLabel(p.financialYear) })}
        </Anchor>
      ),
    },
    {
      id: 'state',
      header: t('plans:list.state'),
      cell: (p) => (
        <Text span fw={600}>
          {t(`plans:states.${p.state}`)}
        </Text>
      ),
    },
    { id: 'items', header: t('plans:list.items'), numeric: true, cell: (p) => p.itemCount },
    { id: 'total', header: t('plans:list.total'), numeric: true, cell: (p) => rupeesOr(p.totalValue, '—') },
    { id: 'writer', header: t('plans:list.writer'), cell: (p) => p.createdBy },
    { id: 'remarks', header: t('plans:list.remarks'), cell: (p) => p.remarks ?? '—' },
  ];
}
