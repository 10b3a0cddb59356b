import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Pagination,
  SegmentedControl,
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
import { useSearchParams } from 'react-router';
import {
  type UserRow,
  userRolesUpdateSchema,
  userSearchSchema,
  userStatusUpdateSchema,
} from '../../../common/api/users.ts';
import { formatDate } from '../../../common/format.ts';
import { type RoleCode, roleCodes } from '../../../common/roles.ts';
import { statusMessageKey } from '../../../common/status.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { useConfirm } from '../../components/confirm-dialog.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { TableStatusRow } from '../../components/table-status-row.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { UserAdminNav } from './user-admin-nav.tsx';

interface UserPage {
  items: UserRow[];
  total: number;
  pageSize: number;
}

/**
 * Spec §2 userlisteditrole (List of users: search, edit roles) and userstatusupdate (active or
 * inactive, with remarks). Both list the users of the caller's organisation chains; the route
 * decides the row action. The server enforces scope and who may give which role.
 */
export function UserListPage() {
  const { t } = useTranslation(['common', 'routes']);
  const routeId = useCurrentRouteId();
  const mode = routeId === 'userstatusupdate' ? 'status' : 'roles';
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? 1) || 1;
  const [keyword, setKeyword] = useState(q);
  const [searchError, setSearchError] = useState<string | undefined>();
  const [editing, setEditing] = useState<UserRow | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const confirm = useConfirm();
  /** Spec §1, §6: an administrator resets an XML user's password; the user's contact sets a new one. */
  const resetXmlPassword = async (user: UserRow) => {
    const ok = await confirm({
      title: t('users.xmlResetOf', { login: user.loginId }),
      message: t('users.xmlResetConfirm'),
      confirmLabel: t('users.xmlReset'),
    });
    if (!ok) return;
    try {
      const result = await apiFetch<{ sentTo: string[] }>(`/users/${user.id}/xml-password-reset`, {
        method: 'POST',
      });
      setNotice({
        ok: true,
        text: t('users.xmlResetDone', { login: user.loginId, to: result.sentTo.join(', ') }),
      });
    } catch (e) {
      setNotice({ ok: false, text: problemText(e, t) });
    }
  };
  const query = new URLSearchParams({
    ...(q ? { q } : {}),
    ...(status ? { status } : {}),
    page: String(page),
  });
  const { data } = useQuery({
    queryKey: ['users', query.toString()],
    queryFn: () => apiFetch<UserPage>(`/users?${query}`),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const parsed = userSearchSchema.safeParse({ q: keyword });
    if (!parsed.success) {
      setSearchError(t(parsed.error.issues[0]!.message));
      return;
    }
    setSearchError(undefined);
    setParams({ ...(keyword.trim() ? { q: keyword.trim() } : {}), ...(status ? { status } : {}) });
  };

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <UserAdminNav />
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} variant="outline" role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <form onSubmit={search} aria-label={t('users.searchLabel')}>
        <Group align="flex-end" gap="sm">
          <TextInput
            id="q"
            label={t('users.keyword')}
            description={t('users.keywordHint')}
            value={keyword}
            onChange={(e) => setKeyword(e.currentTarget.value)}
            error={searchError}
            w={320}
          />
          <Button type="submit">{t('users.search')}</Button>
        </Group>
      </form>
      <SegmentedControl
        aria-label={t('users.statusFilter')}
        value={status}
        onChange={(value) => setParams({ ...(q ? { q } : {}), ...(value ? { status: value } : {}) })}
        data={[
          { value: '', label: t('users.all') },
          { value: '1', label: t('users.active') },
          { value: '0', label: t('users.inactive') },
        ]}
        maw={360}
      />
      <Table.ScrollContainer minWidth={900}>
        <Table striped withTableBorder>
          <Table.Caption>{data ? t('users.count', { count: data.total }) : t('loading')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('login.loginId')}</Table.Th>
              <Table.Th scope="col">{t('users.name')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.roles')}</Table.Th>
              <Table.Th scope="col">{t('dashboard.organisation')}</Table.Th>
              <Table.Th scope="col">{t('users.status')}</Table.Th>
              <Table.Th scope="col">{t('users.lastLogin')}</Table.Th>
              <Table.Th scope="col">{t('roleAdmin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={7} rows={data?.items} />
            {data?.items.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Th scope="row" fw={500}>
                  {user.loginId}
                </Table.Th>
                <Table.Td>{user.name}</Table.Td>
                <Table.Td>{user.roles.map((r) => t(`roles.${r}`)).join(', ')}</Table.Td>
                <Table.Td>{user.orgUnits.join(', ')}</Table.Td>
                <Table.Td>
                  {/* Plain text: an outline badge lost contrast on the striped rows (axe). */}
                  <Text size="sm" fw={user.status === 1 ? undefined : 700}>
                    {t(statusMessageKey(user.status))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {user.lastLoginAt ? formatDate(new Date(user.lastLoginAt), { withTime: true }) : '—'}
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(user)}
                    aria-label={t(mode === 'roles' ? 'users.editRolesOf' : 'users.changeStatusOf', {
                      login: user.loginId,
                    })}
                  >
                    {mode === 'roles'
                      ? t('users.editRoles')
                      : user.status === 1
                        ? t('users.deactivate')
                        : t('users.activate')}
                  </Button>
                  {mode === 'roles' && user.isXmlUser && (
                    <Button
                      size="xs"
                      variant="default"
                      ml="xs"
                      onClick={() => resetXmlPassword(user)}
                      aria-label={t('users.xmlResetOf', { login: user.loginId })}
                    >
                      {t('users.xmlReset')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.total > data.pageSize && (
        <Pagination
          total={Math.ceil(data.total / data.pageSize)}
          value={page}
          onChange={(p) => setParams({ ...(q ? { q } : {}), ...(status ? { status } : {}), page: String(p) })}
          getControlProps={(control) => ({ 'aria-label': t(`users.page.${control}`) })}
        />
      )}
      {editing && mode === 'roles' && <RolesDialog user={editing} onClose={() => setEditing(null)} />}
      {editing && mode === 'status' && <StatusDialog user={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function useSaved(onClose: () => void) {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['users'] });
    onClose();
  };
}

function problemText(error: unknown, t: (k: string) => string) {
  return t(`errors.${error instanceof ApiError ? error.code : 'INTERNAL_ERROR'}`);
}

function RolesDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = useSaved(onClose);
  const [roles, setRoles] = useState<RoleCode[]>(user.roles);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    try {
      await apiFetch(`/users/${user.id}/roles`, {
        method: 'PUT',
        body: userRolesUpdateSchema.parse({ roles, version: user.version }),
      });
      await saved();
    } catch (e) {
      setError(problemText(e, t));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.editRolesOf', { login: user.loginId })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack>
        {error && <ErrorSummary errors={[{ message: error }]} />}
        <Checkbox.Group
          value={roles}
          onChange={(v) => setRoles(v as RoleCode[])}
          label={t('dashboard.roles')}
        >
          <Stack gap={6} mt={6}>
            {roleCodes.map((code) => (
              <Checkbox key={code} value={code} label={t(`roles.${code}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={save}>{t('roleAdmin.save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function StatusDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const { t } = useTranslation();
  const saved = useSaved(onClose);
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string | null>(null);
  const next = user.status === 1 ? 0 : 1;
  const save = async () => {
    const parsed = userStatusUpdateSchema.safeParse({ status: next, remarks, version: user.version });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]!.message));
      return;
    }
    try {
      await apiFetch(`/users/${user.id}/status`, { method: 'PUT', body: parsed.data });
      await saved();
    } catch (e) {
      setError(problemText(e, t));
    }
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('users.changeStatusOf', { login: user.loginId })}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <Stack>
        <Text>{next === 0 ? t('users.deactivateWarning') : t('users.activateNote')}</Text>
        <Textarea
          id="remarks"
          label={t('users.remarks')}
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
          error={error ?? undefined}
          required
          rows={3}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button onClick={save} color={next === 0 ? 'red.9' : undefined}>
            {next === 0 ? t('users.deactivate') : t('users.activate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
