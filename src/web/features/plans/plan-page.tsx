import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type Plan, type PlanAction, type PlanItem, planUpdateSchema } from '../../../common/api/plans.ts';
import { presentError } from '../../api/errors.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import { SchemaForm, UnsavedWarning, useSchemaForm } from '../../components/form/index.ts';
import { SearchTextField } from '../../components/form/search-fields.tsx';
import { DataTable } from '../../components/list/data-table.tsx';
import { rupeesOr } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import {
  planQuery,
  tenderLookupQuery,
  useLinkTender,
  usePlanStep,
  useUnlinkTender,
  useUpdatePlan,
} from './api.ts';
import { itemColumns, TenderLinks, yearLabel } from './item-columns.tsx';
import { PlanItemsField } from './plan-items-field.tsx';

/**
 * Spec §2 annualprocurementplan/{id} (update, staticMenu; issue #27 item 5; decision 052): one
 * plan of the user's chain. A draft or returned plan's items are corrected here and the plan is
 * sent for approval (the decision panel: the declared `send`); an approved plan's items are linked
 * to the public tenders that carry them out, found by Tender ID, reference or title.
 */
export function PlanPage() {
  const { t } = useTranslation(['plans', 'common', 'routes']);
  const id = Number(useParams().id);
  const plan = useQuery({ ...planQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:annualprocurementplanId')}</Title>
      {plan.error ? (
        <ApiErrorAlert error={plan.error} />
      ) : !plan.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          <PlanDetails plan={plan.data} />
          {plan.data.editable ? <EditItems plan={plan.data} /> : <PlanItems plan={plan.data} />}
          <SendPanel plan={plan.data} />
        </>
      )}
    </Stack>
  );
}

export function PlanDetails({ plan }: { plan: Plan }) {
  const { t } = useTranslation('plans');
  return (
    <DetailsList
      id="plan-details"
      title={t('list.planName', { organisation: plan.organisation, year: yearLabel(plan.financialYear) })}
      empty="—"
      rows={[
        [t('form.organisation'), plan.organisation],
        [t('form.financialYear'), yearLabel(plan.financialYear)],
        [t('list.state'), t(`states.${plan.state}`)],
        [t('list.items'), String(plan.items.length)],
        [t('list.total'), rupeesOr(plan.totalValue, '—')],
        [t('list.writer'), plan.createdBy],
        [t('list.remarks'), plan.remarks],
      ]}
    />
  );
}

function EditItems({ plan }: { plan: Plan }) {
  const { t } = useTranslation(['plans', 'common']);
  const values = {
    version: plan.version,
    items: plan.items.map(({ subject, category, estimatedValue, quarter, method }) => ({
      subject,
      category,
      estimatedValue,
      quarter,
      method,
    })),
  };
  const form = useSchemaForm(planUpdateSchema, values);
  const save = useUpdatePlan(plan.id);
  const [saved, setSaved] = useState(false);
  return (
    <SchemaForm
      form={form}
      ns="plans"
      label={t('edit.title')}
      onSubmit={async (v) => {
        setSaved(false);
        const next = await save.mutateAsync({ ...v, version: plan.version });
        form.reset({ ...v, version: next.version });
        setSaved(true);
      }}
    >
      <UnsavedWarning dirty={form.formState.isDirty} />
      {saved && (
        <Alert color="green" variant="outline" role="status">
          {t('edit.saved')}
        </Alert>
      )}
      <PlanItemsField />
      <Button type="submit" w="fit-content" loading={save.isPending}>
        {t('form.save')}
      </Button>
    </SchemaForm>
  );
}

function SendPanel({ plan }: { plan: Plan }) {
  const { t } = useTranslation(['plans', 'common']);
  const step = usePlanStep(plan.id);
  // Stays after the send (no action left then) so its "Done" sentence is still read out.
  const [acted, setActed] = useState(false);
  const actions = plan.allowedActions.filter((a) => a.action === 'send');
  if (actions.length === 0 && !acted) return null;
  return (
    <DecisionPanel<PlanAction>
      ns="plans"
      title={t('edit.sendTitle')}
      intro={<Text>{t('edit.sendIntro')}</Text>}
      actions={actions}
      label={(action) => t(`actions.${action}`)}
      confirmMessage={(action) => t(`approval.confirm.${action}`)}
      remarksHint={t('approval.remarksHint')}
      remarksMax={1000}
      failureMessages={(error) => (isStale(error) ? [t('approval.stale')] : undefined)}
      onAct={async (action, remarks) => {
        const done = await step.mutateAsync({ action, version: plan.version, remarks });
        setActed(true);
        return t('approval.done', { state: t(`states.${done.state}`) });
      }}
    />
  );
}

/** The items of a plan that is no longer edited; on an approved plan, each item's tenders. */
export function PlanItems({ plan }: { plan: Plan }) {
  const { t } = useTranslation(['plans', 'common']);
  const { to } = usePrefix();
  const [linking, setLinking] = useState<PlanItem | null>(null);
  const columns = itemColumns<PlanItem>(t);
  if (plan.state === 'approved')
    columns.push({
      id: 'tenders',
      header: t('public.tenders'),
      cell: (item) => (
        <Stack gap="xs">
          <TenderLinks tenders={item.tenders} t={t} to={(page) => to(page)} />
          {plan.linkable && (
            <Button variant="outline" size="xs" w="fit-content" onClick={() => setLinking(item)}>
              {t('link.open', { n: plan.items.indexOf(item) + 1 })}
            </Button>
          )}
        </Stack>
      ),
    });
  return (
    <>
      <DataTable
        caption={t('edit.itemsCaption', { count: plan.items.length })}
        columns={columns}
        rows={plan.items}
        rowKey={(i) => i.id}
        minWidth={900}
      />
      {linking && plan.linkable && (
        <LinkPanel
          key={linking.id}
          item={plan.items.find((i) => i.id === linking.id) ?? linking}
          onClose={() => setLinking(null)}
        />
      )}
    </>
  );
}

/**
 * "Link a tender" (decision 052): the plan user finds the public tender of their chain by its
 * Tender ID, reference number or title, and links it to the item; a linked tender can be unlinked.
 */
function LinkPanel({ item, onClose }: { item: PlanItem; onClose(): void }) {
  const { t } = useTranslation(['plans', 'common']);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const found = useQuery({ ...tenderLookupQuery(q), enabled: q.length >= 3 });
  const link = useLinkTender();
  const unlink = useUnlinkTender();
  const [done, setDone] = useState<string | null>(null);
  const failure = link.error ?? unlink.error;
  const find = (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    setTooShort(value.length < 3);
    if (value.length >= 3) setQ(value);
  };
  const linkedIds = new Set(item.tenders.map((x) => x.id));
  return (
    <section aria-labelledby="link-tender" className="plan-link-panel">
      <Stack gap="sm">
        <Title order={2} id="link-tender">
          {t('link.title', { subject: item.subject })}
        </Title>
        <Text>{t('link.intro')}</Text>
        <form onSubmit={find} noValidate>
          <Group align="flex-end">
            <SearchTextField
              id="tender-lookup"
              label={t('link.search')}
              value={typed}
              onChange={(e) => setTyped(e.currentTarget.value)}
              error={tooShort ? t('common:validation.search.keywordMin') : undefined}
              w={{ base: '100%', sm: 360 }}
            />
            <Button type="submit">{t('link.find')}</Button>
            <Button variant="subtle" onClick={onClose}>
              {t('link.close')}
            </Button>
          </Group>
        </form>
        {done && (
          <Alert color="green" variant="outline" role="status">
            {done}
          </Alert>
        )}
        {failure && (
          <Alert color="red" variant="outline" role="alert">
            {presentError(failure, t)
              .map((e) => e.message)
              .join(' ')}
          </Alert>
        )}
        {item.tenders.length > 0 && (
          <List spacing="xs" aria-label={t('link.linked')}>
            {item.tenders.map((tender) => (
              <List.Item key={tender.id}>
                <Group gap="sm">
                  <Text>
                    {tender.tenderId}: {tender.title}
                  </Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    loading={unlink.isPending}
                    onClick={async () => {
                      setDone(null);
                      link.reset();
                      await unlink
                        .mutateAsync({ itemId: item.id, tenderId: tender.id })
                        .catch(() => undefined);
                      setDone(t('link.unlinked', { tender: tender.tenderId }));
                    }}
                  >
                    {t('link.unlink', { tender: tender.tenderId })}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        {q && found.error && <ApiErrorAlert error={found.error} />}
        {q && found.data && (
          <section aria-label={t('link.results')}>
            {found.data.items.length === 0 ? (
              <Text role="status">{t('link.noResults', { q })}</Text>
            ) : (
              <List spacing="xs">
                {found.data.items.map((tender) => (
                  <List.Item key={tender.id}>
                    <Group gap="sm">
                      <Text>
                        {tender.tenderId}: {tender.title} ({tender.referenceNo})
                      </Text>
                      {!linkedIds.has(tender.id) && (
                        <Button
                          size="xs"
                          loading={link.isPending}
                          onClick={async () => {
                            setDone(null);
                            unlink.reset();
                            try {
                              await link.mutateAsync({ itemId: item.id, tenderId: tender.id });
                              setDone(t('link.linkedDone', { tender: tender.tenderId }));
                            } catch {
                              // shown by the failure alert above
                            }
                          }}
                        >
                          {t('link.link', { tender: tender.tenderId })}
                        </Button>
                      )}
                    </Group>
                  </List.Item>
                ))}
              </List>
            )}
          </section>
        )}
      </Stack>
    </section>
  );
}
