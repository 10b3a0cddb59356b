import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrgChangeDto } from '../../../common/api/organisation.ts';
import { mayTake } from '../../../common/api/workflow.ts';
import { formatDate } from '../../../common/format.ts';
import { type OrgLevel, orgLevelPages } from '../../../common/organisation.ts';
import { statusMessageKey } from '../../../common/status.ts';
import { presentError } from '../../api/errors.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { DecisionPanel } from '../../components/decision-panel.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { type Column, DataTable } from '../../components/list/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { orgKeys, useDecideChange, useOpenChanges } from './org-api.ts';

type Decision = { change: OrgChangeDto; action: 'approve' | 'reject' };

/**
 * Spec §4 "organisation chain changes: send to approval, approve, reject back to creator,
 * removed": the proposals of a level waiting for a decision or rejected back. Approve and
 * reject open a dialog (reject needs remarks, §5); remove asks the §8 delete confirmation.
 * The buttons follow what the server says the user may do; it checks again.
 */
export function PendingChanges({ level }: { level: OrgLevel }) {
  const { t } = useTranslation(['organisation', 'common'], { nsMode: 'fallback' });
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const { data: changes, error: loadError, refetch } = useOpenChanges(level);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ message: string }[]>([]);

  const decide = useDecideChange(level);
  // A refused decision reloads the queue: someone else may have decided or changed it meanwhile.
  const refresh = () => queryClient.invalidateQueries({ queryKey: orgKeys.level(level) });
  const remove = async (change: OrgChangeDto) => {
    if (!(await confirm({ title: t('changes.removeTitle'), message: t('changes.removeConfirm') }))) return;
    try {
      await decide.mutateAsync({ changeId: change.id, action: 'remove', body: { version: change.version } });
      setErrors([]);
      setDone(t('changes.done.removed'));
    } catch (error) {
      // A removal has no fields: the reason (a stale version, 403 …) is one sentence in the summary.
      setErrors(presentError(error, t).map((e) => ({ message: e.message })));
      await refresh();
    }
  };

  const doneNotice = done && (
    <Alert color="green" variant="outline" role="status">
      {done}
    </Alert>
  );
  const columns: Column<OrgChangeDto>[] = [
    {
      id: 'proposal',
      header: t('changes.proposal'),
      rowHeader: true,
      cell: (c) => (
        <ProposalName change={c}>
          <Text size="xs">
            {t(statusMessageKey(c.status), { ns: 'common' })} ·{' '}
            {t(c.visible ? 'visibility.shown' : 'visibility.hidden')}
          </Text>
        </ProposalName>
      ),
    },
    {
      id: 'parentChain',
      header: t('list.parentChain'),
      cell: (c) => c.parentChain.map((p) => p.name).join(' › ') || t('list.topLevel'),
    },
    {
      id: 'proposedBy',
      header: t('changes.proposedBy'),
      cell: (c) =>
        t('changes.on', { who: c.proposedBy, date: formatDate(new Date(c.proposedAt), { withTime: true }) }),
    },
    { id: 'remarks', header: t('changes.remarks'), cell: (c) => c.remarks ?? '—' },
    {
      id: 'state',
      header: t('changes.state'),
      cell: (c) => (
        <>
          <Text span fw={500} size="sm">
            {t(`changeState.${c.state}`)}
          </Text>
          {c.decisionRemarks && <Text size="sm">{c.decisionRemarks}</Text>}
        </>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions'),
      cell: (c) => <ChangeActions change={c} level={level} onDecide={setDeciding} onRemove={remove} />,
    },
  ];

  // A failed load says so with a Retry (it used to leave the section out silently).
  if (loadError && !changes)
    return (
      <DataTable
        caption={t('changes.heading')}
        columns={columns}
        rows={undefined}
        rowKey={(c) => c.id}
        error={loadError}
        onRetry={() => void refetch()}
      />
    );
  // The last decision empties the queue: its outcome stays on screen without the table.
  if (!changes || changes.length === 0) return doneNotice || null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="pending-heading">
      <Title order={2} id="pending-heading" size="h3">
        {t('changes.heading')}
      </Title>
      {doneNotice}
      <ErrorSummary errors={errors} />
      <DataTable
        caption={t('changes.caption', { count: changes.length })}
        columns={columns}
        rows={changes}
        rowKey={(c) => c.id}
        minWidth={900}
      />
      {deciding && (
        <DecisionDialog
          level={level}
          decision={deciding}
          onClose={() => setDeciding(null)}
          onFailed={refresh}
          onDone={(message) => {
            setDeciding(null);
            setErrors([]);
            setDone(message);
          }}
        />
      )}
    </Stack>
  );
}

/** A proposal as the queue and a unit's history name it: its kind, the unit's name and short code. */
export function ProposalName({ change, children }: { change: OrgChangeDto; children?: ReactNode }) {
  const { t } = useTranslation(['organisation', 'common'], { nsMode: 'fallback' });
  return (
    <>
      <Text size="xs" c="dimmed">
        {t(`changeKind.${change.kind}`)}
      </Text>
      {change.name} ({change.shortCode}){children}
    </>
  );
}

/** What the user may do with one proposal, as the server says (it checks again). */
function ChangeActions(props: {
  change: OrgChangeDto;
  level: OrgLevel;
  onDecide(decision: Decision): void;
  onRemove(change: OrgChangeDto): void;
}) {
  const { change: c, level } = props;
  const { t } = useTranslation(['organisation', 'common'], { nsMode: 'fallback' });
  const { to } = usePrefix();
  return (
    <Group gap="xs">
      {mayTake(c, 'approve') && (
        <>
          <Button
            size="xs"
            onClick={() => props.onDecide({ change: c, action: 'approve' })}
            aria-label={t('changes.approveOf', { name: c.name })}
          >
            {t('changes.approve')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => props.onDecide({ change: c, action: 'reject' })}
            aria-label={t('changes.rejectOf', { name: c.name })}
          >
            {t('changes.reject')}
          </Button>
        </>
      )}
      {mayTake(c, 'resend') && (
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={to(orgLevelPages(level).update, { id: c.orgUnitId })}
          aria-label={t('changes.resendOf', { name: c.name })}
        >
          {t('changes.resend')}
        </Button>
      )}
      {mayTake(c, 'remove') && (
        <Button
          size="xs"
          variant="default"
          color="red.9"
          onClick={() => props.onRemove(c)}
          aria-label={t('changes.removeOf', { name: c.name })}
        >
          {t('changes.remove')}
        </Button>
      )}
      {c.state === 'pending' && !mayTake(c, 'approve') && (
        <Text size="xs" c="dimmed">
          {t('changes.yours')}
        </Text>
      )}
    </Group>
  );
}

/**
 * Approve or reject one proposal: the shared decision panel (docs/decisions/035) in a dialog
 * opened by the action's own button, so the dialog with its warning is the confirmation. Whether
 * remarks are required (reject, §5) is the proposal's allowedActions, the server's declaration.
 */
function DecisionDialog(props: {
  level: OrgLevel;
  decision: Decision;
  onClose: () => void;
  onFailed: () => Promise<unknown>;
  onDone: (message: string) => void;
}) {
  const { level, decision, onClose, onDone } = props;
  const { change, action } = decision;
  const { t } = useTranslation(['organisation', 'common'], { nsMode: 'fallback' });
  const decide = useDecideChange(level);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(action === 'approve' ? 'changes.approveTitle' : 'changes.rejectTitle', { name: change.name })}
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <DecisionPanel
        ns="organisation"
        actions={change.allowedActions.filter((a) => a.action === action)}
        label={(a) => t(a === 'approve' ? 'changes.approve' : 'changes.reject')}
        confirm={false}
        intro={action === 'approve' ? t('changes.approveWarning') : undefined}
        remarksLabel={t(action === 'approve' ? 'changes.approveRemarks' : 'changes.rejectRemarks')}
        remarksMax={500}
        buttonProps={(a) => (a === 'reject' ? { color: 'red.9' } : {})}
        onCancel={onClose}
        onAct={async (_, remarks) => {
          try {
            await decide.mutateAsync({
              changeId: change.id,
              action,
              body: { version: change.version, remarks },
            });
          } catch (error) {
            // Someone else may have decided or changed it meanwhile: the queue reloads.
            await props.onFailed();
            throw error;
          }
          onDone(t(action === 'approve' ? 'changes.done.approved' : 'changes.done.rejected'));
          return undefined;
        }}
      />
    </Modal>
  );
}
