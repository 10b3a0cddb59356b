import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  type OrgChangeDto,
  type OrgUnitDetail,
  orgUnitUpdateSchema,
} from '../../../common/api/organisation.ts';
import { mayTake } from '../../../common/api/workflow.ts';
import { formatDate } from '../../../common/format.ts';
import { type OrgLevel, orgLevelOfPage, orgLevelPages } from '../../../common/organisation.ts';
import { RemarksField, SchemaForm, useRecordForm } from '../../components/form/index.ts';
import { type Column, DataTable } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useProposeUpdate, useUnitDetail } from './org-api.ts';
import { OrgUnitFields, unitValuesOf } from './org-unit-fields.tsx';
import { ProposalName } from './pending-changes.tsx';

/**
 * Spec §2 mastermodifylevelone/{id} … mastermodifyleveleight/{id} (Department Name Update …):
 * a change to a unit, sent to approval with remarks ('Remarks required', §5). A proposal rejected
 * back to its creator is corrected and sent again here. The unit's history closes the page.
 */
export function OrgUnitUpdatePage() {
  const routeId = useCurrentRouteId();
  const level = orgLevelOfPage(routeId)!;
  const { id } = useParams();
  const { to } = usePrefix();
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  const { data, refetch } = useUnitDetail(level, id);
  // Said above the form: once sent, the proposal waits and the form gives way to it.
  const [sent, setSent] = useState(false);

  const open = data?.changes.find((c) => c.state === 'pending' || c.state === 'rejected');
  const resending = open?.state === 'rejected' && mayTake(open, 'resend') ? open : undefined;
  const editable = !!data && data.unit.approvalState === 'approved' && !open;
  const back = (
    <Button variant="default" component={Link} to={to(orgLevelPages(level).modify)}>
      {t('form.back')}
    </Button>
  );
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {sent && (
        <Alert color="green" variant="outline" role="status">
          {t('form.sent')}
        </Alert>
      )}
      {data && !sent && open?.state === 'pending' && (
        <Alert color="blue" variant="outline">
          {t('form.waiting')}
        </Alert>
      )}
      {data && data.unit.approvalState !== 'approved' && !resending && (
        <Alert color="blue" variant="outline">
          {t('form.notInForce')}
        </Alert>
      )}
      {resending && (
        <Alert color="orange" variant="outline">
          {t('form.rejectedBecause', {
            by: resending.decidedBy ?? '—',
            remarks: resending.decisionRemarks ?? '',
          })}
        </Alert>
      )}
      {data && (editable || resending) && (
        <UpdateForm
          level={level}
          detail={data}
          resending={resending}
          back={back}
          onSent={() => setSent(true)}
          onFailed={() => void refetch()}
        />
      )}
      {data && !(editable || resending) && <Group>{back}</Group>}
      {data && data.changes.length > 0 && <History changes={data.changes} />}
    </Stack>
  );
}

/**
 * The unit's values (or the rejected proposal's, to correct) with the remarks the approver
 * reads; sent with the version it was loaded with (optimistic lock).
 */
function UpdateForm(props: {
  level: OrgLevel;
  detail: OrgUnitDetail;
  resending: OrgChangeDto | undefined;
  back: ReactNode;
  onSent(): void;
  /** A refused change reloads the unit: another administrator may have changed it meanwhile. */
  onFailed(): void;
}) {
  const { level, detail, resending } = props;
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  const schema = useMemo(() => orgUnitUpdateSchema(level), [level]);
  const values = useMemo(
    () => ({
      ...unitValuesOf(resending ?? detail.unit),
      remarks: '',
      version: resending ? resending.version : detail.unit.version,
    }),
    [resending, detail.unit],
  );
  const form = useRecordForm(schema, values);
  const update = useProposeUpdate(level);
  return (
    <SchemaForm
      form={form}
      ns="organisation"
      onSubmit={async (values) => {
        try {
          await update.mutateAsync({
            unitId: detail.unit.id,
            resendId: resending?.id,
            body: schema.parse(values),
          });
        } catch (error) {
          props.onFailed();
          throw error;
        }
        props.onSent();
      }}
    >
      <OrgUnitFields level={level} parentPath={detail.unit.chain.map((c) => c.name).join(' › ')} />
      <RemarksField label={t('form.remarks')} description={t('form.remarksHint')} required />
      <Group>
        <Button type="submit" loading={update.isPending}>
          {t('form.sendToApproval')}
        </Button>
        {props.back}
      </Group>
    </SchemaForm>
  );
}

function History({ changes }: { changes: OrgChangeDto[] }) {
  const { t } = useTranslation(['organisation', 'common'], { nsMode: 'fallback' });
  const when = (who: string | null, date: string | null) =>
    who && date ? t('changes.on', { who, date: formatDate(new Date(date), { withTime: true }) }) : '—';
  const columns: Column<OrgChangeDto>[] = [
    {
      id: 'proposal',
      header: t('changes.proposal'),
      rowHeader: true,
      cell: (c) => <ProposalName change={c} />,
    },
    { id: 'proposedBy', header: t('changes.proposedBy'), cell: (c) => when(c.proposedBy, c.proposedAt) },
    { id: 'remarks', header: t('changes.remarks'), cell: (c) => c.remarks ?? '—' },
    { id: 'state', header: t('changes.state'), cell: (c) => t(`changeState.${c.state}`) },
    { id: 'decidedBy', header: t('changes.decidedBy'), cell: (c) => when(c.decidedBy, c.decidedAt) },
    { id: 'decisionRemarks', header: t('changes.decisionRemarks'), cell: (c) => c.decisionRemarks ?? '—' },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="history-heading">
      <Title order={2} id="history-heading" size="h3">
        {t('changes.history')}
      </Title>
      <DataTable
        caption={t('changes.historyCaption')}
        columns={columns}
        rows={changes}
        rowKey={(c) => c.id}
        minWidth={860}
      />
    </Stack>
  );
}
