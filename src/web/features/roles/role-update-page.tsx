import { Alert, Button, Checkbox, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { type RoleDto, roleUpdateSchema } from '../../../common/api/roles.ts';
import { apiFetch } from '../../api/client.ts';
import { problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';

type Form = {
  nameEn: string;
  nameAs: string;
  paymentCapture: boolean;
  emdRequired: boolean;
  tenderFeeRequired: boolean;
};

/** Spec §2 rolemasterupdate/{id}: the role's names and its payment capture, EMD and tender fee flags. */
export function RoleUpdatePage() {
  const { t } = useTranslation(['common', 'routes']);
  const { id } = useParams();
  const { to } = usePrefix();
  const queryClient = useQueryClient();
  const { data: role, refetch } = useQuery({
    queryKey: ['roles', id],
    queryFn: () => apiFetch<RoleDto>(`/roles/${id}`),
  });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<{ field?: string; message: string }[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (role)
      setForm({
        nameEn: role.nameEn,
        nameAs: role.nameAs,
        paymentCapture: role.paymentCapture,
        emdRequired: role.emdRequired,
        tenderFeeRequired: role.tenderFeeRequired,
      });
  }, [role]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !role) return;
    setSaved(false);
    const parsed = roleUpdateSchema.safeParse({ ...form, version: role.version });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    try {
      await apiFetch(`/roles/${id}`, { method: 'PUT', body: parsed.data });
      setErrors([]);
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: ['roles'] });
      await refetch();
    } catch (error) {
      setErrors(problemIssues(error, t));
    }
  };

  const fieldError = (f: string) => errors.find((e) => e.field === f)?.message;
  return (
    <Stack maw={620} gap="md">
      <Title order={1}>{t('routes:rolemasterupdate')}</Title>
      {saved && (
        <Alert color="green" variant="outline" role="status">
          {t('roleAdmin.saved')}
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      {form && (
        <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              id="nameEn"
              label={t('roleAdmin.nameEn')}
              value={form.nameEn}
              onChange={(e) => setForm({ ...form, nameEn: e.currentTarget.value })}
              error={fieldError('nameEn')}
              required
            />
            <TextInput
              id="nameAs"
              label={t('roleAdmin.nameAs')}
              lang="as"
              value={form.nameAs}
              onChange={(e) => setForm({ ...form, nameAs: e.currentTarget.value })}
              error={fieldError('nameAs')}
              required
            />
            <Checkbox
              label={t('roleAdmin.paymentCapture')}
              checked={form.paymentCapture}
              onChange={(e) => setForm({ ...form, paymentCapture: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('roleAdmin.emdRequired')}
              checked={form.emdRequired}
              onChange={(e) => setForm({ ...form, emdRequired: e.currentTarget.checked })}
            />
            <Checkbox
              label={t('roleAdmin.tenderFeeRequired')}
              checked={form.tenderFeeRequired}
              onChange={(e) => setForm({ ...form, tenderFeeRequired: e.currentTarget.checked })}
            />
            <Group>
              <Button type="submit">{t('roleAdmin.save')}</Button>
              <Button variant="default" component={Link} to={to('rolemaster')}>
                {t('roleAdmin.back')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
