import { Alert, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type OrgChangeDto, orgUnitUpdateSchema } from '../../../common/api/organisation.ts';
import { formatDate } from '../../../common/format.ts';
import { orgLevelOfPage, orgLevelPages } from '../../../common/organisation.ts';
import { problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { orgKeys, orgWrites, useUnitDetail } from './org-api.ts';
import { type FieldErrors, OrgUnitFields, type UnitForm, unitBody } from './org-unit-fields.tsx';

const formOf = (v: {
  parentId: number | null;
  name: string;
  description: string | null;
  shortCode: string | null;
  status: number;
  visible: boolean;
}): UnitForm => ({
  parentId: v.parentId,
  name: v.name,
  description: v.description ?? '',
  shortCode: v.shortCode ?? '',
  status: v.status === 0 ? 0 : 1,
  visible: v.visible,
});

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
  const queryClient = useQueryClient();
  const { data, refetch } = useUnitDetail(level, id);
  const [form, setForm] = useState<UnitForm | null>(null);
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<FieldErrors>([]);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const open = data?.changes.find((c) => c.state === 'pending' || c.state === 'rejected');
  const resending = open?.state === 'rejected' && open.mayResend ? open : undefined;
  const editable = !!data && data.unit.approvalState === 'approved' && !open;
  useEffect(() => {
    if (!data) return;
    setForm(formOf(resending ?? data.unit));
  }, [data, resending]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !data) return;
    setSent(false);
    const version = resending ? resending.version : data.unit.version;
    const parsed = orgUnitUpdateSchema(level).safeParse({ ...unitBody(form), remarks, version });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    setBusy(true);
    try {
      if (resending) await orgWrites.resend(level, resending.id, parsed.data);
      else await orgWrites.proposeUpdate(level, data.unit.id, parsed.data);
      setErrors([]);
      setRemarks('');
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: orgKeys.level(level) });
    } catch (error) {
      setErrors(problemIssues(error, t));
      await refetch();
    } finally {
      setBusy(false);
    }
  };

  const parentPath = data?.unit.chain.map((c) => c.name).join(' › ');
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
      <ErrorSummary errors={errors} />
      {form && data && (editable || resending) && (
        <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            <OrgUnitFields
              level={level}
              value={form}
              onChange={setForm}
              errors={errors}
              parentPath={parentPath}
            />
            <Textarea
              id="remarks"
              label={t('form.remarks')}
              description={t('form.remarksHint')}
              value={remarks}
              onChange={(e) => setRemarks(e.currentTarget.value)}
              error={errors.find((e) => e.field === 'remarks')?.message}
              required
              rows={3}
            />
            <Group>
              <Button type="submit" loading={busy}>
                {t('form.sendToApproval')}
              </Button>
              <Button variant="default" component={Link} to={to(orgLevelPages(level).modify)}>
                {t('form.back')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {data && !(editable || resending) && (
        <Button variant="default" component={Link} to={to(orgLevelPages(level).modify)} maw={240}>
          {t('form.back')}
        </Button>
      )}
      {data && data.changes.length > 0 && <History changes={data.changes} />}
    </Stack>
  );
}

function History({ changes }: { changes: OrgChangeDto[] }) {
  const { t } = useTranslation(['organisation', 'common'], { nsMode: 'fallback' });
  const when = (who: string | null, date: string | null) =>
    who && date ? t('changes.on', { who, date: formatDate(new Date(date), { withTime: true }) }) : '—';
  return (
    <Stack gap="sm" component="section" aria-labelledby="history-heading">
      <Title order={2} id="history-heading" size="h3">
        {t('changes.history')}
      </Title>
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder>
          <Table.Caption>{t('changes.historyCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('changes.proposal')}</Table.Th>
              <Table.Th scope="col">{t('changes.proposedBy')}</Table.Th>
              <Table.Th scope="col">{t('changes.remarks')}</Table.Th>
              <Table.Th scope="col">{t('changes.state')}</Table.Th>
              <Table.Th scope="col">{t('changes.decidedBy')}</Table.Th>
              <Table.Th scope="col">{t('changes.decisionRemarks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changes.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Th scope="row" fw={500}>
                  <Text size="xs" c="dimmed">
                    {t(`changeKind.${c.kind}`)}
                  </Text>
                  {c.name} ({c.shortCode})
                </Table.Th>
                <Table.Td>{when(c.proposedBy, c.proposedAt)}</Table.Td>
                <Table.Td>{c.remarks ?? '—'}</Table.Td>
                <Table.Td>{t(`changeState.${c.state}`)}</Table.Td>
                <Table.Td>{when(c.decidedBy, c.decidedAt)}</Table.Td>
                <Table.Td>{c.decisionRemarks ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
