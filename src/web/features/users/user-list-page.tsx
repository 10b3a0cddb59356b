import { Alert, Button, Group, Modal, Pagination, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type UserRow,
  userRolesUpdateSchema,
  userSearchSchema,
  userStatusUpdateSchema,
} from '../../../common/api/users.ts';
import { formatDate } from '../../../common/format.ts';
import { roleCodes } from '../../../common/roles.ts';
import { statusMessageKey } from '../../../common/status.ts';
import { errorMessage } from '../../api/errors.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { CheckboxGroupField, RemarksField, SchemaForm, useSchemaForm } from '../../components/form/index.ts';
import { type Column, DataTable, KeywordSearch, useListQuery } from '../../components/list/index.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import {
  fetchUsers,
  usersKeys,
  useUpdateUserRoles,
  useUpdateUserStatus,
  useXmlPasswordReset,
} from './api.ts';
import { UserAdminNav } from './user-admin-nav.tsx';

/**
 * Spec §2 userlisteditrole (List of users: search, edit roles) and userstatusupdate (active or
 * inactive, with remarks). Both list the users of the caller's organisation chains; the route
 * decides the row action. The server enforces scope and who may give which role.
 */
export function UserListPage() {
  const { t } = useTranslation(['common', 'routes', 'admin']);
  const routeId = useCurrentRouteId();
  const mode = routeId === 'userstatusupdate' ? 'status' : 'roles';
  const { filters, setFilters, query } = useListQuery({
    schema: userSearchSchema,
    key: usersKeys.list(),
    load: fetchUsers,
  });
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const confirm = useConfirm();
  const xmlReset = useXmlPasswordReset();
  /** Spec §1, §6: an administrator resets an XML user's password; the user's contact sets a new one. */
  const resetXmlPassword = async (user: UserRow) => {
    const ok = await confirm({
      title: t('admin:users.xmlResetOf', { login: user.loginId }),
      message: t('admin:users.xmlResetConfirm'),
      confirmLabel: t('admin:users.xmlReset'),
    });
    if (!ok) return;
    try {
      const result = await xmlReset.mutateAsync(user);
      setNotice({
        ok: true,
        text: t('admin:users.xmlResetDone', { login: user.loginId, to: result.sentTo.join(', ') }),
      });
    } catch (e) {
      setNotice({ ok: false, text: errorMessage(e, t) });
    }
  };
  const data = query.data;
  // Rebuilt each render: the row actions close over this render's handlers.
  const columns: Column<UserRow>[] = [
    { id: 'loginId', header: t('login.loginId'), rowHeader: true, cell: (u) => u.loginId },
    { id: 'name', header: t('admin:users.name'), cell: (u) => u.name },
    {
      id: 'roles',
      header: t('admin:dashboard.roles'),
      cell: (u) => u.roles.map((r) => t(`admin:roles.${r}`)).join(', '),
    },
    { id: 'units', header: t('admin:dashboard.organisation'), cell: (u) => u.orgUnits.join(', ') },
    {
      id: 'status',
      header: t('admin:users.status'),
      // Plain text: an outline badge lost contrast on the striped rows (axe).
      cell: (u) => (
        <Text size="sm" fw={u.status === 1 ? undefined : 700}>
          {t(statusMessageKey(u.status), { ns: 'common' })}
        </Text>
      ),
    },
    {
      id: 'lastLogin',
      header: t('admin:users.lastLogin'),
      cell: (u) => (u.lastLoginAt ? formatDate(new Date(u.lastLoginAt), { withTime: true }) : '—'),
    },
    {
      id: 'actions',
      header: t('admin:roleAdmin.actions'),
      cell: (user) => (
        <>
          <Button
            size="xs"
            variant="default"
            onClick={() => setEditing(user)}
            aria-label={t(mode === 'roles' ? 'admin:users.editRolesOf' : 'admin:users.changeStatusOf', {
              login: user.loginId,
            })}
          >
            {mode === 'roles'
              ? t('admin:users.editRoles')
              : user.status === 1
                ? t('admin:users.deactivate')
                : t('admin:users.activate')}
          </Button>
          {mode === 'roles' && user.isXmlUser && (
            <Button
              size="xs"
              variant="default"
              ml="xs"
              onClick={() => resetXmlPassword(user)}
              aria-label={t('admin:users.xmlResetOf', { login: user.loginId })}
            >
              {t('admin:users.xmlReset')}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <UserAdminNav />
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} variant="outline" role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <KeywordSearch
        label={t('admin:users.searchLabel')}
        inputLabel={t('admin:users.keyword')}
        hint={t('admin:users.keywordHint')}
        value={filters.q ?? ''}
        onSearch={(q) => setFilters({ q })}
      />
      <SegmentedControl
        aria-label={t('admin:users.statusFilter')}
        value={filters.status ?? ''}
        onChange={(value) => setFilters({ status: value ? (value as '0' | '1') : undefined })}
        data={[
          { value: '', label: t('admin:users.all') },
          { value: '1', label: t('admin:users.active') },
          { value: '0', label: t('admin:users.inactive') },
        ]}
        maw={360}
      />
      <DataTable
        caption={data ? t('admin:users.count', { count: data.total }) : t('loading')}
        columns={columns}
        rows={data?.items}
        rowKey={(u) => u.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={900}
      />
      {data && data.total > data.pageSize && (
        <Pagination
          total={Math.ceil(data.total / data.pageSize)}
          value={filters.page}
          onChange={(page) => setFilters({ page }, { keepPage: true })}
          getControlProps={(control) => ({ 'aria-label': t(`admin:users.page.${control}`) })}
        />
      )}
      {editing && mode === 'roles' && <RolesDialog user={editing} onClose={() => setEditing(null)} />}
      {editing && mode === 'status' && <StatusDialog user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function RolesDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation(['common', 'admin']);
  const update = useUpdateUserRoles(user);
  const form = useSchemaForm(userRolesUpdateSchema, { roles: user.roles, version: user.version });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin:users.editRolesOf', { login: user.loginId })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <SchemaForm
        form={form}
        bare
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          onClose();
        }}
      >
        <CheckboxGroupField
          name="roles"
          label={t('admin:dashboard.roles')}
          options={roleCodes.map((code) => [code, t(`admin:roles.${code}`)])}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('admin:roleAdmin.save')}
          </Button>
        </Group>
      </SchemaForm>
    </Modal>
  );
}

function StatusDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation(['common', 'admin']);
  const update = useUpdateUserStatus(user);
  const next = user.status === 1 ? 0 : 1;
  const form = useSchemaForm(userStatusUpdateSchema, { status: next, remarks: '', version: user.version });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin:users.changeStatusOf', { login: user.loginId })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      {/* One field in a dialog: its inline error says it all, without a summary above it. */}
      <SchemaForm
        form={form}
        bare
        summary="none"
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          onClose();
        }}
      >
        <Text>{next === 0 ? t('admin:users.deactivateWarning') : t('admin:users.activateNote')}</Text>
        <RemarksField label={t('admin:users.remarks')} required />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending} color={next === 0 ? 'red.9' : undefined}>
            {next === 0 ? t('admin:users.deactivate') : t('admin:users.activate')}
          </Button>
        </Group>
      </SchemaForm>
    </Modal>
  );
}
