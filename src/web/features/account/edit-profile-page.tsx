import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Profile, profileUpdateSchema } from '../../../common/api/auth.ts';
import { apiFetch } from '../../api/client.ts';
import { problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { GenderSelect, TitleSelect } from '../../components/person-selects.tsx';
import { PincodeField } from '../../components/pincode-field.tsx';

const textFields = [
  'firstName',
  'lastName',
  'premises',
  'street',
  'taluk',
  'district',
  'state',
  'pincode',
] as const;
type Form = Record<(typeof textFields)[number] | 'title' | 'gender' | 'dateOfBirth', string>;

/** Spec §2 editprofile, §3 User: the user's own name, date of birth and address. */
export function EditProfilePage() {
  const { t } = useTranslation(['common', 'routes']);
  const { data: profile, refetch } = useQuery({
    queryKey: ['profile'],
    queryFn: () => apiFetch<Profile>('/account/profile'),
  });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<{ field?: string; message: string }[]>([]);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!profile) return;
    setForm({
      title: profile.title ?? '',
      gender: profile.gender ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
      ...(Object.fromEntries(textFields.map((f) => [f, profile[f] ?? ''])) as Record<
        (typeof textFields)[number],
        string
      >),
    });
  }, [profile]);
  if (!form || !profile) return <Title order={1}>{t('routes:editprofile')}</Title>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const parsed = profileUpdateSchema.safeParse({
      ...form,
      title: form.title || null,
      gender: form.gender || null,
      dateOfBirth: form.dateOfBirth || null,
      version: profile.version,
    });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    try {
      await apiFetch('/account/profile', { method: 'PUT', body: parsed.data });
      setErrors([]);
      setSaved(true);
      await refetch();
    } catch (error) {
      setErrors(problemIssues(error, t));
    }
  };
  const field = (name: keyof Form) => ({
    id: name,
    value: form[name],
    onChange: (e: { currentTarget: { value: string } }) =>
      setForm({ ...form, [name]: e.currentTarget.value }),
    error: errors.find((e) => e.field === name)?.message,
  });
  return (
    <Stack maw={760} gap="md">
      <Title order={1}>{t('routes:editprofile')}</Title>
      <Text>
        {t('profile.loginEmailMobile', {
          login: profile.loginId,
          email: profile.email ?? '—',
          mobile: profile.mobile ?? '—',
        })}
      </Text>
      {saved && (
        <Alert color="green" variant="outline" role="status">
          {t('roleAdmin.saved')}
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TitleSelect {...field('title')} />
            <GenderSelect {...field('gender')} />
            <TextInput label={t('profile.firstName')} required {...field('firstName')} />
            <TextInput label={t('profile.lastName')} {...field('lastName')} />
            <TextInput label={t('profile.dateOfBirth')} type="date" {...field('dateOfBirth')} />
          </SimpleGrid>
          <Title order={2} size="h4">
            {t('profile.address')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('profile.premises')} {...field('premises')} />
            <TextInput label={t('profile.street')} {...field('street')} />
            <TextInput label={t('profile.taluk')} {...field('taluk')} />
            {/* Spec §5: the pincode fills state and district (the primary district of the pincode). */}
            <PincodeField
              label={t('profile.pincode')}
              {...field('pincode')}
              onPlace={(place) => setForm((f) => f && { ...f, state: place.state, district: place.district })}
            />
            <TextInput label={t('profile.district')} {...field('district')} />
            <TextInput label={t('profile.state')} {...field('state')} />
          </SimpleGrid>
          <Group>
            <Button type="submit">{t('roleAdmin.save')}</Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
