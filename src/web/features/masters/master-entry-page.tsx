import { Alert, Anchor, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { masterCreateSchema } from '../../../common/api/masters.ts';
import { managedMasters } from '../../../common/masters/kinds.ts';
import { problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { createMasterEntry, masterOfRoute, mastersKey } from './api.ts';

type Issue = { field?: string; message: string };

/** Messages of the shared schema are keys in the common catalogue unless they name a namespace. */
export function messageKey(key: string): string {
  return key.includes(':') ? key : `common:${key}`;
}

/** Spec §2 formofcontractentry, tendercategoryentry, tendertypeentry: a new active entry. */
export function MasterEntryPage() {
  const { t } = useTranslation(['masters', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const kind = masterOfRoute(routeId)!;
  const { to } = usePrefix();
  const queryClient = useQueryClient();
  const empty = { nameEn: '', nameAs: '', description: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Issue[]>([]);
  const [created, setCreated] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    const parsed = masterCreateSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(
        parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(messageKey(i.message)) })),
      );
      return;
    }
    setBusy(true);
    try {
      const entry = await createMasterEntry(kind, form);
      setErrors([]);
      setCreated(entry.nameEn);
      setForm(empty);
      await queryClient.invalidateQueries({ queryKey: mastersKey(kind) });
    } catch (error) {
      setErrors(problemIssues(error, (k) => t(messageKey(k))));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: keyof typeof empty) => ({
    id: name,
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: e.currentTarget.value }),
    error: errors.find((e) => e.field === name)?.message,
  });

  return (
    <Stack maw={620} gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {created && (
        <Alert color="green" variant="outline" role="status">
          {t('form.created', { name: created })}{' '}
          <Anchor component={Link} to={`${to(managedMasters[kind].list)}?q=${encodeURIComponent(created)}`}>
            {t('form.back')}
          </Anchor>
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('form.nameEn')} required maxLength={100} {...field('nameEn')} />
          <TextInput label={t('form.nameAs')} required maxLength={100} lang="as" {...field('nameAs')} />
          <Textarea label={t('form.description')} maxLength={500} rows={3} {...field('description')} />
          <Group>
            <Button type="submit" loading={busy}>
              {t('form.save')}
            </Button>
            <Button variant="default" component={Link} to={to(managedMasters[kind].list)}>
              {t('form.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
