import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Profile, profileUpdateSchema } from '../../../common/api/auth.ts';
import { DateField, SchemaForm, TextField, useRecordForm } from '../../components/form/index.ts';
import { PincodeFormField } from '../../components/form/pincode-form-field.tsx';
import { GenderField, TitleField } from '../../components/person-selects.tsx';
import { profileQuery, useUpdateProfile } from './api.ts';

/** Spec §2 editprofile, §3 User: the user's own name, date of birth and address. */
export function EditProfilePage() {
  const { t } = useTranslation(['common', 'routes', 'admin']);
  const { data: profile } = useQuery(profileQuery);
  if (!profile) return <Title order={1}>{t('routes:editprofile')}</Title>;
  return (
    <Stack maw={760} gap="md">
      <Title order={1}>{t('routes:editprofile')}</Title>
      <Text>
        {t('admin:profile.loginEmailMobile', {
          login: profile.loginId,
          email: profile.email ?? '—',
          mobile: profile.mobile ?? '—',
        })}
      </Text>
      <ProfileForm profile={profile} />
    </Stack>
  );
}

function profileValues(profile: Profile) {
  return {
    title: profile.title as never,
    gender: profile.gender as never,
    dateOfBirth: profile.dateOfBirth,
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    premises: profile.premises ?? '',
    street: profile.street ?? '',
    taluk: profile.taluk ?? '',
    district: profile.district ?? '',
    state: profile.state ?? '',
    pincode: profile.pincode ?? '',
    version: profile.version,
  };
}

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['common', 'admin']);
  const update = useUpdateProfile();
  const values = useMemo(() => profileValues(profile), [profile]);
  const form = useRecordForm(profileUpdateSchema, values);
  return (
    <SchemaForm
      form={form}
      successMessage={t('admin:roleAdmin.saved')}
      onSubmit={(values) => update.mutateAsync(values)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TitleField />
        <GenderField />
        <TextField name="firstName" label={t('admin:profile.firstName')} keyFilter="name" required />
        <TextField name="lastName" label={t('admin:profile.lastName')} keyFilter="name" />
        {/* Spec §9: typed and shown as dd-mm-yyyy (not the browser's own date picker format);
            spec §5 age rules from the shared schema. */}
        <DateField name="dateOfBirth" label={t('admin:profile.dateOfBirth')} />
      </SimpleGrid>
      <Title order={2} size="h4">
        {t('admin:profile.address')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField name="premises" label={t('admin:profile.premises')} />
        <TextField name="street" label={t('admin:profile.street')} />
        <TextField name="taluk" label={t('admin:profile.taluk')} />
        {/* Spec §5: the pincode fills state and district (the primary district of the pincode). */}
        <PincodeFormField
          name="pincode"
          label={t('admin:profile.pincode')}
          fills={{ state: 'state', district: 'district' }}
        />
        <TextField name="district" label={t('admin:profile.district')} />
        <TextField name="state" label={t('admin:profile.state')} />
      </SimpleGrid>
      <Group>
        <Button type="submit" loading={update.isPending}>
          {t('admin:roleAdmin.save')}
        </Button>
      </Group>
    </SchemaForm>
  );
}
