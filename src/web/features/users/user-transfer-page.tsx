import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  type transferListSchema,
  type UserRow,
  userTransferSchema,
  type userUnitsSchema,
} from '../../../common/api/users.ts';
import { formatDate } from '../../../common/format.ts';
import { presentError } from '../../api/errors.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { RadioField, RemarksField, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { type Column, DataTable, KeywordSearch } from '../../components/list/index.ts';
import { fetchTransfers, fetchUsers, fetchUserUnits, usersKeys, useTransferUser } from './api.ts';
import { OrgUnitField } from './org-unit-select.tsx';
import { UserAdminNav } from './user-admin-nav.tsx';

type UserUnits = z.infer<typeof userUnitsSchema>;
type Transfer = z.infer<typeof transferListSchema>['items'][number];

/**
 * Spec §2 usertransfer, §6 "Nodal officers … transfer active users": find an active user of the
 * chain, pick the unit they leave and the unit they join, give remarks. Below, the latest
 * transfers (spec §7 "transfer list").
 */
export function UserTransferPage() {
  const { t } = useTranslation(['common', 'routes', 'admin']);
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<UserUnits | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState<string | null>(null);
  const transfers = useQuery({ queryKey: usersKeys.transfers(), queryFn: fetchTransfers });
  // Only active users can be transferred (spec §6); the search needs a keyword.
  const results = useQuery({
    queryKey: [...usersKeys.list(), 'transfer-search', keyword],
    queryFn: ({ signal }) => fetchUsers({ q: keyword, status: '1', page: 1 }, signal),
    enabled: keyword !== '',
  });

  const choose = async (user: UserRow) => {
    setFailure(null);
    setDone(null);
    try {
      setSelected(await fetchUserUnits(user.id));
    } catch (error) {
      setFailure(error);
    }
  };

  // Rebuilt each render: the row action closes over this render's state.
  const resultColumns: Column<UserRow>[] = [
    { id: 'loginId', header: t('login.loginId'), rowHeader: true, cell: (u) => u.loginId },
    { id: 'name', header: t('admin:users.name'), cell: (u) => u.name },
    { id: 'units', header: t('admin:dashboard.organisation'), cell: (u) => u.orgUnits.join(', ') },
    {
      id: 'actions',
      header: t('admin:roleAdmin.actions'),
      cell: (u) => (
        <Button
          size="xs"
          variant="default"
          onClick={() => choose(u)}
          aria-label={t('admin:users.transferOf', { login: u.loginId })}
        >
          {t('admin:users.transfer')}
        </Button>
      ),
    },
  ];
  const transferColumns = useMemo<Column<Transfer>[]>(
    () => [
      {
        id: 'at',
        header: t('admin:users.transferredAt'),
        cell: (r) => formatDate(new Date(r.at), { withTime: true }),
      },
      { id: 'loginId', header: t('login.loginId'), cell: (r) => r.loginId },
      { id: 'from', header: t('admin:users.fromUnit'), cell: (r) => r.from },
      { id: 'to', header: t('admin:users.toUnit'), cell: (r) => r.to },
      { id: 'by', header: t('admin:users.transferredBy'), cell: (r) => r.by },
      { id: 'remarks', header: t('admin:users.remarks'), cell: (r) => <Text size="sm">{r.remarks}</Text> },
    ],
    [t],
  );

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{t('routes:usertransfer')}</Title>
      <UserAdminNav />
      {done && (
        <Alert color="green" variant="outline" role="status">
          {t('admin:users.transferred', { login: done })}
        </Alert>
      )}
      {failure !== null && (
        <ErrorSummary errors={presentError(failure, t).map((e) => ({ field: e.path, message: e.message }))} />
      )}
      <KeywordSearch
        label={t('admin:users.searchLabel')}
        inputLabel={t('admin:users.keyword')}
        hint={t('admin:users.transferSearchHint')}
        // Nothing is listed until a user is searched for (spec §5 Search: at least one field).
        required
        value={keyword}
        onSearch={(q) => {
          setSelected(null);
          setKeyword(q);
        }}
      />
      {keyword !== '' && (
        <DataTable
          caption={results.data ? t('admin:users.count', { count: results.data.items.length }) : t('loading')}
          columns={resultColumns}
          rows={results.data?.items}
          rowKey={(u) => u.id}
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      )}
      {selected && (
        <TransferForm
          key={selected.id}
          user={selected}
          onCancel={() => setSelected(null)}
          onDone={() => {
            setDone(selected.loginId);
            setSelected(null);
            setKeyword('');
          }}
        />
      )}
      <Title order={2} size="h3">
        {t('admin:users.transferList')}
      </Title>
      <DataTable
        caption={t('admin:users.transferList')}
        columns={transferColumns}
        rows={transfers.data?.items}
        rowKey={(r) => `${r.at}-${r.loginId}`}
        error={transfers.error}
        onRetry={() => void transfers.refetch()}
        minWidth={800}
      />
    </Stack>
  );
}

function TransferForm(props: { user: UserUnits; onCancel(): void; onDone(): void }) {
  const { t } = useTranslation(['common', 'admin']);
  const confirm = useConfirm();
  const { user } = props;
  const transfer = useTransferUser(user.id);
  const form = useSchemaForm(userTransferSchema, {
    fromOrgUnitId: user.units[0]?.id ?? 0,
    toOrgUnitId: undefined as unknown as number,
    remarks: '',
    version: user.version,
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={async (values) => {
        const ok = await confirm({
          title: t('admin:users.transferConfirmTitle'),
          message: t('admin:users.transferConfirm', { login: user.loginId }),
          confirmLabel: t('admin:users.transfer'),
        });
        if (!ok) return;
        await transfer.mutateAsync(values);
        props.onDone();
      }}
    >
      <Title order={2} size="h4">
        {t('admin:users.transferOf', { login: user.loginId })}
      </Title>
      <RadioField
        name="fromOrgUnitId"
        numeric
        label={t('admin:users.fromUnit')}
        options={user.units.map((u) => [String(u.id), u.path])}
      />
      <OrgUnitField
        name="toOrgUnitId"
        label={t('admin:users.toUnit')}
        exclude={user.units.map((u) => u.id)}
      />
      <RemarksField label={t('admin:users.remarks')} required />
      <Group>
        <Button type="submit" loading={transfer.isPending}>
          {t('admin:users.transfer')}
        </Button>
        <Button variant="default" onClick={props.onCancel}>
          {t('dialog.cancel')}
        </Button>
      </Group>
    </SchemaForm>
  );
}
