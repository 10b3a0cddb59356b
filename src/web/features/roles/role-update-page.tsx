import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type RoleDto, roleUpdateSchema } from '../../../common/api/roles.ts';
import { CheckboxField, SchemaForm, TextField, useRecordForm } from '../../components/form/index.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { roleQuery, useUpdateRole } from './api.ts';

/** Spec §2 rolemasterupdate/{id}: the role's names and its payment capture, EMD and tender fee flags. */
export function RoleUpdatePage() {
  const { t } = useTranslation(['common', 'routes', 'admin']);
  const { id } = useParams();
  const { data: role, isError } = useQuery(roleQuery(id));
  return (
    <Stack maw={620} gap="md">
      <Title order={1}>{t('routes:rolemasterupdate')}</Title>
      {isError && <Text c="red.9">{t('errors.NOT_FOUND')}</Text>}
      {role && <RoleForm role={role} />}
    </Stack>
  );
}

function roleValues(role: RoleDto) {
  return {
    nameEn: role.nameEn,
    nameAs: role.nameAs,
    paymentCapture: role.paymentCapture,
    emdRequired: role.emdRequired,
    tenderFeeRequired: role.tenderFeeRequired,
    version: role.version,
  };
}

function RoleForm({ role }: { role: RoleDto }) {
  const { t } = useTranslation(['common', 'admin']);
  const { to } = usePrefix();
  const update = useUpdateRole(role.id);
  const values = useMemo(() => roleValues(role), [role]);
  const form = useRecordForm(roleUpdateSchema, values);
  return (
    <SchemaForm
      form={form}
      successMessage={t('admin:roleAdmin.saved')}
      onSubmit={(values) => update.mutateAsync(values)}
    >
      <TextField name="nameEn" label={t('admin:roleAdmin.nameEn')} keyFilter="textDigits" required />
      <TextField
        name="nameAs"
        label={t('admin:roleAdmin.nameAs')}
        lang="as"
        keyFilter="textDigits"
        required
      />
      <CheckboxField name="paymentCapture" label={t('admin:roleAdmin.paymentCapture')} />
      <CheckboxField name="emdRequired" label={t('admin:roleAdmin.emdRequired')} />
      <CheckboxField name="tenderFeeRequired" label={t('admin:roleAdmin.tenderFeeRequired')} />
      <Group>
        <Button type="submit" loading={update.isPending}>
          {t('admin:roleAdmin.save')}
        </Button>
        <Button variant="default" component={Link} to={to('rolemaster')}>
          {t('admin:roleAdmin.back')}
        </Button>
      </Group>
    </SchemaForm>
  );
}
