import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { userCreateSchema } from '../../../common/api/users.ts';
import { adminOnlyRoles, departmentRoles, type RoleCode } from '../../../common/roles.ts';
import { CheckboxGroupField, SchemaForm, TextField, useSchemaForm } from '../../components/form/index.ts';
import { GenderField, TitleField } from '../../components/person-selects.tsx';
import { sessionStore } from '../../lib/session.ts';
import { useCreateUser } from './api.ts';
import { OrgUnitField } from './org-unit-select.tsx';
import { UserAdminNav } from './user-admin-nav.tsx';

const empty = {
  loginId: '',
  title: null,
  firstName: '',
  lastName: '',
  gender: null,
  email: '',
  mobile: '',
  orgUnitId: undefined as unknown as number,
  roles: [] as RoleCode[],
};

/**
 * Spec §2 usercreation, §6 "Nodal officers create department users": a user in one of the
 * creator's units. The new user sets their own password with a one-time code (the server's
 * welcome message says how), so the form has no password field.
 */
export function UserCreationPage() {
  const { t } = useTranslation(['common', 'routes', 'admin']);
  const me = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const roles = me?.roles.includes('portal_admin')
    ? [...adminOnlyRoles, ...departmentRoles]
    : departmentRoles;
  const form = useSchemaForm(userCreateSchema, empty);
  const create = useCreateUser();
  const [created, setCreated] = useState<string | null>(null);

  return (
    <Stack maw={820} gap="md">
      <Title order={1}>{t('routes:usercreation')}</Title>
      <UserAdminNav />
      <Text>{t('admin:users.createIntro')}</Text>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('admin:users.created', { login: created })}
        </Alert>
      )}
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          setCreated(null);
          const result = await create.mutateAsync(values);
          form.reset(empty);
          setCreated(result.loginId);
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField
            name="loginId"
            label={t('login.loginId')}
            description={t('admin:users.loginIdHint')}
            required
            autoComplete="off"
          />
          <TitleField />
          <TextField name="firstName" label={t('admin:profile.firstName')} keyFilter="name" required />
          <TextField name="lastName" label={t('admin:profile.lastName')} keyFilter="name" />
          <GenderField />
          <TextField name="email" label={t('contact.email')} type="email" required autoComplete="off" />
          <TextField
            name="mobile"
            label={t('contact.mobile')}
            description={t('contact.mobileHint')}
            inputMode="numeric"
            maxLength={10}
            required
            autoComplete="off"
          />
        </SimpleGrid>
        <OrgUnitField name="orgUnitId" label={t('admin:users.orgUnit')} />
        <CheckboxGroupField
          name="roles"
          label={t('admin:dashboard.roles')}
          required
          options={roles.map((code) => [code, t(`admin:roles.${code}`)])}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            {t('admin:users.create')}
          </Button>
        </Group>
      </SchemaForm>
    </Stack>
  );
}
