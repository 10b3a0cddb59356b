import { Alert, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { orgUnitCreateSchema, orgUnitSearchSchema } from '../../../common/api/organisation.ts';
import { type OrgLevel, orgLevelOfPage, orgLevelPages } from '../../../common/organisation.ts';
import { statusMessageKey } from '../../../common/status.ts';
import { problemIssues } from '../../api/problem-issues.ts';
import { usePrefix } from '../../app/layouts/use-prefix.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { TableStatusRow } from '../../components/table-status-row.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { orgKeys, orgWrites, useUnits } from './org-api.ts';
import { emptyUnitForm, type FieldErrors, OrgUnitFields, unitBody } from './org-unit-fields.tsx';
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
  const queryClient = useQueryClient();
  const [form, setForm] = useState(emptyUnitForm);
  const [errors, setErrors] = useState<FieldErrors>([]);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const parsed = orgUnitCreateSchema(level).safeParse(unitBody(form));
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    setBusy(true);
    try {
      await orgWrites.propose(level, parsed.data);
      setErrors([]);
      setForm(emptyUnitForm);
      setSent(true);
      await queryClient.invalidateQueries({ queryKey: orgKeys.level(level) });
    } catch (error) {
      setErrors(problemIssues(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="create-heading" maw={720}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} id="create-heading" size="h3">
            {t('form.createHeading')}
          </Title>
          {sent && (
            <Alert color="green" variant="outline" role="status">
              {t('form.sent')}
            </Alert>
          )}
          <ErrorSummary errors={errors} />
          <OrgUnitFields level={level} value={form} onChange={setForm} errors={errors} />
          <Group>
            <Button type="submit" loading={busy}>
              {t('form.sendToApproval')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function UnitList({ level, mode }: { level: OrgLevel; mode: 'entry' | 'modify' }) {
  const { t } = useTranslation(['organisation', 'common', 'routes'], { nsMode: 'fallback' });
  const { to } = usePrefix();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [keyword, setKeyword] = useState(q);
  const [searchError, setSearchError] = useState<string | undefined>();
  const { data } = useUnits(level, q, page);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = orgUnitSearchSchema.safeParse({ q: keyword });
    if (!parsed.success) {
      setSearchError(t(parsed.error.issues[0]!.message));
      return;
    }
    setSearchError(undefined);
    setParams(keyword.trim() ? { q: keyword.trim() } : {});
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="list-heading">
      <Title order={2} id="list-heading" size="h3">
        {t('list.heading')}
      </Title>
      <form onSubmit={search} aria-label={t('list.searchLabel')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            id="q"
            label={t('list.keyword')}
            description={t('list.keywordHint')}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            error={searchError}
            w={360}
          />
          <Button type="submit">{t('list.search')}</Button>
          {q && (
            <Button
              variant="default"
              onClick={() => {
                setKeyword('');
                setParams({});
              }}
            >
              {t('list.clear')}
            </Button>
          )}
        </Group>
      </form>
      <Table.ScrollContainer minWidth={860}>
        <Table striped withTableBorder>
          <Table.Caption>
            {data ? t('list.caption', { count: data.total, level }) : t('common:loading')}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.name')}</Table.Th>
              <Table.Th scope="col">{t('list.shortCode')}</Table.Th>
              <Table.Th scope="col">{t('list.parentChain')}</Table.Th>
              <Table.Th scope="col">{t('list.status')}</Table.Th>
              <Table.Th scope="col">{t('list.approval')}</Table.Th>
              {mode === 'modify' && <Table.Th scope="col">{t('list.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={mode === 'modify' ? 6 : 5} rows={data?.items} />
            {data?.items.map((unit) => (
              <Table.Tr key={unit.id}>
                <Table.Th scope="row" fw={500}>
                  {unit.name}
                </Table.Th>
                <Table.Td>{unit.shortCode ?? '—'}</Table.Td>
                <Table.Td>{unit.chain.map((c) => c.name).join(' › ') || t('list.topLevel')}</Table.Td>
                <Table.Td>
                  {t(statusMessageKey(unit.status), { ns: 'common' })}
                  {!unit.visible && ` · ${t('visibility.hidden')}`}
                </Table.Td>
                <Table.Td>
                  <Text span fw={500} size="sm">
                    {t(`approvalState.${unit.approvalState}`)}
                  </Text>
                  {unit.approvalState === 'approved' && unit.openChange && (
                    <Text size="sm">{t('list.changeWaiting')}</Text>
                  )}
                </Table.Td>
                {mode === 'modify' && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      component={Link}
                      to={to(orgLevelPages(level).update, { id: unit.id })}
                      aria-label={t('list.modifyOf', { name: unit.name })}
                    >
                      {t('list.modify')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.total > data.pageSize && (
        <Pagination
          total={Math.ceil(data.total / data.pageSize)}
          value={page}
          onChange={(p) => setParams({ ...(q ? { q } : {}), page: String(p) })}
          getControlProps={(control) => ({ 'aria-label': t(`list.page.${control}`) })}
        />
      )}
    </Stack>
  );
}
