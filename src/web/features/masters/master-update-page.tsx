import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { masterUpdateSchema } from '../../../common/api/masters.ts';
import { managedMasters } from '../../../common/masters/kinds.ts';
import { ApiError } from '../../api/client.ts';
import { problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { masterEntryQuery, masterOfRoute, mastersKey, updateMasterEntry } from './api.ts';
import { messageKey } from './master-entry-page.tsx';

type Form = { nameEn: string; nameAs: string; description: string; status: '0' | '1'; remarks: string };
type Issue = { field?: string; message: string };

/**
 * Spec §2 formcontractupdate/{id}, tendercategoryupdate/{id}, tendertypeupdate/{id}: names,
 * description and status (made inactive, never deleted), with the remarks the spec requires
 * ('Remarks required'). A save that lost the race to someone else's gets 409: the form then
 * reloads the latest version and says so.
 */
export function MasterUpdatePage() {
  const { t } = useTranslation(['masters', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const kind = masterOfRoute(routeId)!;
  const { id } = useParams();
  const { to } = usePrefix();
  const queryClient = useQueryClient();
  const { data: entry, isError, refetch } = useQuery(masterEntryQuery(kind, id));
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Issue[]>([]);
  const [notice, setNotice] = useState<'saved' | 'conflict' | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (entry)
      setForm({
        nameEn: entry.nameEn,
        nameAs: entry.nameAs,
        description: entry.description ?? '',
        status: entry.status === 1 ? '1' : '0',
        remarks: '',
      });
  }, [entry]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form || !entry) return;
    setNotice(null);
    const body = { ...form, status: Number(form.status) as 0 | 1, version: entry.version };
    const parsed = masterUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(
        parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(messageKey(i.message)) })),
      );
      return;
    }
    setBusy(true);
    try {
      await updateMasterEntry(kind, entry.id, body);
      setErrors([]);
      setNotice('saved');
      await queryClient.invalidateQueries({ queryKey: mastersKey(kind) });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONFLICT') {
        setErrors([]);
        setNotice('conflict');
        await refetch();
      } else {
        setErrors(problemIssues(error, (k) => t(messageKey(k))));
      }
    } finally {
      setBusy(false);
    }
  };

  const heading = <Title order={1}>{t(`routes:${routeId}`)}</Title>;
  if (isError)
    return (
      <Stack maw={620} gap="md">
        {heading}
        <Text c="red.9">{t('common:errors.NOT_FOUND')}</Text>
      </Stack>
    );
  if (!form || !entry)
    return (
      <Stack maw={620} gap="md">
        {heading}
        <Text>{t('common:loading')}</Text>
      </Stack>
    );
  const field = (name: Exclude<keyof Form, 'status'>) => ({
    id: name,
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: e.currentTarget.value }),
    error: errors.find((e) => e.field === name)?.message,
  });
  return (
    <Stack maw={620} gap="md">
      {heading}
      {notice === 'saved' && (
        <Alert color="green" variant="outline" role="status">
          {t('form.saved')}
        </Alert>
      )}
      {notice === 'conflict' && (
        <Alert color="orange" variant="outline" role="alert">
          {t('form.conflict')}
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('list.code')} value={entry.code} readOnly id="code" />
          <TextInput label={t('form.nameEn')} required maxLength={100} {...field('nameEn')} />
          <TextInput label={t('form.nameAs')} required maxLength={100} lang="as" {...field('nameAs')} />
          <Textarea label={t('form.description')} maxLength={500} rows={3} {...field('description')} />
          <Radio.Group
            id="status"
            label={t('form.status')}
            description={t('form.inactiveNote')}
            value={form.status}
            onChange={(value) => setForm({ ...form, status: value as '0' | '1' })}
          >
            <Group mt={6}>
              <Radio value="1" label={t('status.1')} />
              <Radio value="0" label={t('status.0')} />
            </Group>
          </Radio.Group>
          <Textarea
            label={t('form.remarks')}
            description={t('form.remarksHint')}
            required
            maxLength={500}
            rows={3}
            {...field('remarks')}
          />
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
