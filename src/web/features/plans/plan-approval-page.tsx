import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { type PlanAction, type PlanState, planStates } from '../../../common/api/plans.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import { DataTable } from '../../components/list/data-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';
import { planListQuery, planQuery, usePlanStep } from './api.ts';
import { planColumns } from './plan-entry-page.tsx';
import { PlanDetails, PlanItems } from './plan-page.tsx';

/**
 * Spec §2 annualprocurementplanapproval (issue #27 item 5; decision 052): the plans of the
 * approver's chain waiting for approval (a state filter for the others), each opening with `?id=`
 * its items and THE decision panel (decision 035): approve, or return with remarks; never the
 * person who wrote the plan (four eyes: the server's declaration decides what is offered).
 */
export function PlanApprovalPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <Decide id={id} /> : <Waiting />;
}

function Waiting() {
  const { t } = useTranslation(['plans', 'common', 'routes']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to } = usePrefix();
  const state = (planStates as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as PlanState)
    : 'sent';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(planListQuery({ state, page }));
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:annualprocurementplanapproval')}</Title>
      <Text>{t('approval.intro')}</Text>
      <Group>
        <SearchChoiceField
          label={t('list.state')}
          w={240}
          name="state"
          value={state}
          onChange={(event) => navigate(`?${new URLSearchParams({ state: event.currentTarget.value })}`)}
          data={planStates.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        />
      </Group>
      <DataTable
        caption={
          list.data
            ? t('list.captionState', { count: list.data.total, state: t(`states.${state}`) })
            : t('common:loading')
        }
        columns={planColumns(t, (p) => `${to('annualprocurementplanapproval')}?id=${p.id}`)}
        rows={list.data?.items}
        rowKey={(p) => p.id}
        error={list.error}
        onRetry={() => void list.refetch()}
        minWidth={760}
      />
      {list.data && (
        <Pager
          page={page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          shown={list.data.items.length}
          onPage={(p) => navigate(`?${new URLSearchParams({ state, page: String(p) })}`)}
        />
      )}
    </Stack>
  );
}

function Decide({ id }: { id: number }) {
  const { t } = useTranslation(['plans', 'common', 'routes']);
  const { to } = usePrefix();
  const plan = useQuery(planQuery(id));
  const step = usePlanStep(id);
  const decisions = plan.data?.allowedActions.filter((a) => a.action !== 'send') ?? [];
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:annualprocurementplanapproval')}</Title>
      <Anchor component={Link} to={to('annualprocurementplanapproval')} w="fit-content">
        {t('approval.back')}
      </Anchor>
      {plan.error ? (
        <ApiErrorAlert error={plan.error} />
      ) : !plan.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          <PlanDetails plan={plan.data} />
          <PlanItems plan={plan.data} />
          {decisions.length === 0 && <Text>{t('approval.nothingToDo')}</Text>}
          <DecisionPanel<PlanAction>
            ns="plans"
            title={t('approval.panelTitle')}
            actions={decisions}
            label={(action) => t(`actions.${action}`)}
            confirmMessage={(action) => t(`approval.confirm.${action}`)}
            remarksHint={t('approval.remarksHint')}
            remarksMax={1000}
            buttonProps={(action) => (action === 'return' ? { color: 'red', variant: 'outline' } : {})}
            failureMessages={(error) => (isStale(error) ? [t('approval.stale')] : undefined)}
            onAct={async (action, remarks) => {
              const done = await step.mutateAsync({ action, version: plan.data!.version, remarks });
              return t('approval.done', { state: t(`states.${done.state}`) });
            }}
          />
        </>
      )}
    </Stack>
  );
}
