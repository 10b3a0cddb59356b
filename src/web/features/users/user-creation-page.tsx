import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { userCreateSchema } from '../../../common/api/users.ts';
import type { RoleCode } from '../../../common/roles.ts';
import { apiFetch } from '../../api/client.ts';
import { type Issue, problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { GenderSelect, TitleSelect } from '../../components/person-selects.tsx';
import { sessionStore } from '../../lib/session.ts';
import { OrgUnitSelect } from './org-unit-select.tsx';
import { UserAdminNav } from './user-admin-nav.tsx';

/** Department roles and XML users (spec §6); only a portal admin gives the first two. */
const departmentRoles: RoleCode[] = [
  'po_admin',
  'po_publisher',
  'creator',
  'publisher',
  'appellate_authority_1',
  'appellate_authority_2',
  'xml_bulk',
  'xml_rest',
];
const adminOnlyRoles: RoleCode[] = ['portal_admin', 'nodal_officer'];

interface Form {
  loginId: string;
  title: string;
  firstName: string;
  lastName: string;
  gender: string;
  email: string;
  mobile: string;
  orgUnitId: number | null;
  roles: RoleCode[];
}
const empty: Form = {
  loginId: '',
  title: '',
  firstName: '',
  lastName: '',
  gender: '',
  email: '',
  mobile: '',
  orgUnitId: null,
  roles: [],
};

/**
 * Spec §2 usercreation, §6 "Nodal officers create department users": a user in one of the
 * creator's units. The new user sets their own password with a one-time code (the server's
 * welcome message says how), so the form has no password field.
 */
export function UserCreationPage() {
  const { t } = useTranslation(['common', 'routes']);
  const queryClient = useQueryClient();
  const me = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const roles = me?.roles.includes('portal_admin')
    ? [...adminOnlyRoles, ...departmentRoles]
    : departmentRoles;
  const [form, setForm] = useState<Form>(empty);
  const [errors, setErrors] = useState<Issue[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const parsed = userCreateSchema.safeParse({
      ...form,
      title: form.title || null,
      gender: form.gender || null,
      orgUnitId: form.orgUnitId ?? undefined,
    });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    setBusy(true);
    try {
      const result = await apiFetch<{ loginId: string }>('/users', { method: 'POST', body: parsed.data });
      setErrors([]);
      setForm(empty);
      setCreated(result.loginId);
      await queryClient.invalidateQueries({ queryKey: ['users'] });
    } catch (error) {
      setErrors(problemIssues(error, t));
    } finally {
      setBusy(false);
    }
  };
  const field = (name: Exclude<keyof Form, 'orgUnitId' | 'roles'>) => ({
    id: name,
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: e.currentTarget.value }),
    error: errors.find((e) => e.field === name)?.message,
  });

  return (
    <Stack maw={820} gap="md">
      <Title order={1}>{t('routes:usercreation')}</Title>
      <UserAdminNav />
      <Text>{t('users.createIntro')}</Text>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('users.created', { login: created })}
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-busy={busy}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('login.loginId')}
              description={t('users.loginIdHint')}
              required
              autoComplete="off"
              {...field('loginId')}
            />
            <TitleSelect {...field('title')} />
            <TextInput label={t('profile.firstName')} required {...field('firstName')} />
            <TextInput label={t('profile.lastName')} {...field('lastName')} />
            <GenderSelect {...field('gender')} />
            <TextInput
              label={t('contact.email')}
              type="email"
              required
              autoComplete="off"
              {...field('email')}
            />
            <TextInput
              label={t('contact.mobile')}
              description={t('contact.mobileHint')}
              inputMode="numeric"
              maxLength={10}
              required
              autoComplete="off"
              {...field('mobile')}
            />
          </SimpleGrid>
          <OrgUnitSelect
            id="orgUnitId"
            label={t('users.orgUnit')}
            value={form.orgUnitId}
            onChange={(orgUnitId) => setForm({ ...form, orgUnitId })}
            error={errors.find((e) => e.field === 'orgUnitId')?.message}
          />
          <Checkbox.Group
            id="roles"
            label={t('dashboard.roles')}
            withAsterisk
            value={form.roles}
            onChange={(v) => setForm({ ...form, roles: v as RoleCode[] })}
            error={errors.find((e) => e.field === 'roles')?.message}
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing={6}>
              {roles.map((code) => (
                <Checkbox key={code} value={code} label={t(`roles.${code}`)} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group>
            <Button type="submit" loading={busy}>
              {t('users.create')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
