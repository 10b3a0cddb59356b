import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UserRow, userSearchSchema, userTransferSchema } from '../../../common/api/users.ts';
import { formatDate } from '../../../common/format.ts';
import { apiFetch } from '../../api/client.ts';
import { type Issue, problemIssues } from '../../api/problem-issues.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { TableStatusRow } from '../../components/table-status-row.tsx';
import { OrgUnitSelect } from './org-unit-select.tsx';
import { UserAdminNav } from './user-admin-nav.tsx';

interface UserUnits {
  id: number;
  loginId: string;
  name: string;
  version: number;
  units: { id: number; path: string }[];
}
interface Transfer {
  at: string;
  loginId: string;
  from: string;
  to: string;
  by: string;
  remarks: string;
}

/**
 * Spec §2 usertransfer, §6 "Nodal officers … transfer active users": find an active user of the
 * chain, pick the unit they leave and the unit they join, give remarks. Below, the latest
 * transfers (spec §7 "transfer list").
 */
export function UserTransferPage() {
  const { t } = useTranslation(['common', 'routes']);
  const queryClient = useQueryClient();
  const confirm = useConfirm();
  const [keyword, setKeyword] = useState('');
  const [searchError, setSearchError] = useState<string>();
  const [results, setResults] = useState<UserRow[] | null>(null);
  const [selected, setSelected] = useState<UserUnits | null>(null);
  const [fromId, setFromId] = useState<number | null>(null);
  const [toId, setToId] = useState<number | null>(null);
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<Issue[]>([]);
  const [done, setDone] = useState<string | null>(null);
  const transfers = useQuery({
    queryKey: ['users', 'transfers'],
    queryFn: () => apiFetch<{ items: Transfer[] }>('/users/transfers'),
  });

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = userSearchSchema.safeParse({ q: keyword, status: '1' });
    if (!parsed.success || !keyword.trim()) {
      setSearchError(t(parsed.success ? 'validation.search.keywordMin' : parsed.error.issues[0]!.message));
      return;
    }
    setSearchError(undefined);
    setSelected(null);
    const page = await apiFetch<{ items: UserRow[] }>(
      `/users?${new URLSearchParams({ q: keyword.trim(), status: '1' })}`,
    );
    setResults(page.items);
  };

  const choose = async (user: UserRow) => {
    setErrors([]);
    setDone(null);
    try {
      const units = await apiFetch<UserUnits>(`/users/${user.id}/units`);
      setSelected(units);
      setFromId(units.units[0]?.id ?? null);
      setToId(null);
      setRemarks('');
    } catch (error) {
      setErrors(problemIssues(error, t));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    const parsed = userTransferSchema.safeParse({
      fromOrgUnitId: fromId ?? 0,
      toOrgUnitId: toId ?? 0,
      remarks,
      version: selected.version,
    });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    const ok = await confirm({
      title: t('users.transferConfirmTitle'),
      message: t('users.transferConfirm', { login: selected.loginId }),
      confirmLabel: t('users.transfer'),
    });
    if (!ok) return;
    try {
      await apiFetch(`/users/${selected.id}/transfer`, { method: 'POST', body: parsed.data });
      setDone(selected.loginId);
      setSelected(null);
      setResults(null);
      setErrors([]);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    } catch (error) {
      setErrors(problemIssues(error, t));
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{t('routes:usertransfer')}</Title>
      <UserAdminNav />
      {done && (
        <Alert color="green" variant="outline" role="status">
          {t('users.transferred', { login: done })}
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      <form onSubmit={search} aria-label={t('users.searchLabel')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            id="q"
            label={t('users.keyword')}
            description={t('users.transferSearchHint')}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            error={searchError}
            w={320}
          />
          <Button type="submit">{t('users.search')}</Button>
        </Group>
      </form>
      {results && (
        <Table withTableBorder striped>
          <Table.Caption>{t('users.count', { count: results.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('login.loginId')}</Table.Th>
              <Table.Th scope="col">{t('users.name')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.organisation')}</Table.Th>
              <Table.Th scope="col">{t('roleAdmin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={4} rows={results} />
            {results.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Th scope="row" fw={500}>
                  {user.loginId}
                </Table.Th>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.orgUnits.join(', ')}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => choose(user)}
                    aria-label={t('users.transferOf', { login: user.loginId })}
                  >
                    {t('users.transfer')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {selected && (
        <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('users.transferOf', { login: selected.loginId })}
            </Title>
            <Radio.Group
              id="fromOrgUnitId"
              label={t('users.fromUnit')}
              value={fromId === null ? '' : String(fromId)}
              onChange={(v) => setFromId(Number(v))}
              error={errors.find((e) => e.field === 'fromOrgUnitId')?.message}
            >
              <Stack gap={6} mt={6}>
                {selected.units.map((u) => (
                  <Radio key={u.id} value={String(u.id)} label={u.path} />
                ))}
              </Stack>
            </Radio.Group>
            <OrgUnitSelect
              id="toOrgUnitId"
              label={t('users.toUnit')}
              value={toId}
              onChange={setToId}
              exclude={selected.units.map((u) => u.id)}
              error={errors.find((e) => e.field === 'toOrgUnitId')?.message}
            />
            <Textarea
              id="remarks"
              label={t('users.remarks')}
              required
              rows={3}
              value={remarks}
              onChange={(e) => setRemarks(e.currentTarget.value)}
              error={errors.find((e) => e.field === 'remarks')?.message}
            />
            <Group>
              <Button type="submit">{t('users.transfer')}</Button>
              <Button variant="default" onClick={() => setSelected(null)}>
                {t('dialog.cancel')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <Title order={2} size="h3">
        {t('users.transferList')}
      </Title>
      <Table.ScrollContainer minWidth={800}>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('users.transferredAt')}</Table.Th>
              <Table.Th scope="col">{t('login.loginId')}</Table.Th>
              <Table.Th scope="col">{t('users.fromUnit')}</Table.Th>
              <Table.Th scope="col">{t('users.toUnit')}</Table.Th>
              <Table.Th scope="col">{t('users.transferredBy')}</Table.Th>
              <Table.Th scope="col">{t('users.remarks')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={6} rows={transfers.data?.items} />
            {transfers.data?.items.map((row) => (
              <Table.Tr key={`${row.at}-${row.loginId}`}>
                <Table.Td>{formatDate(new Date(row.at), { withTime: true })}</Table.Td>
                <Table.Td>{row.loginId}</Table.Td>
                <Table.Td>{row.from}</Table.Td>
                <Table.Td>{row.to}</Table.Td>
                <Table.Td>{row.by}</Table.Td>
                <Table.Td>
                  <Text size="sm">{row.remarks}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
