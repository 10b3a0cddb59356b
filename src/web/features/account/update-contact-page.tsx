import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../common/api/auth.ts';
import {
  type ContactChannel,
  contactCodeRequestSchema,
  contactCodeVerifySchema,
} from '../../../common/api/contact-change.ts';
import { apiFetch } from '../../api/client.ts';
import { type Issue, problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { accountKeys } from './api.ts';

/**
 * Spec §2 updateEmailandPhone, §5 "Email and phone changes in a profile need a one-time code":
 * the code goes to the new address or number; the change is made when it comes back.
 */
export function UpdateContactPage() {
  const { t } = useTranslation(['common', 'routes']);
  const { data: profile } = useQuery({
    queryKey: accountKeys.profile(),
    queryFn: () => apiFetch<Profile>('/account/profile'),
  });
  return (
    <Stack maw={900} gap="md">
      <Title order={1}>{t('routes:updateEmailandPhone')}</Title>
      <Text>{t('contact.intro')}</Text>
      {!profile ? (
        <Text role="status">{t('loading')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <ContactChange channel="email" current={profile.email} />
          <ContactChange channel="mobile" current={profile.mobile} />
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ContactChange({ channel, current }: { channel: ContactChannel; current: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [changeId, setChangeId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Issue[]>([]);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const valueId = `${channel}-new`;
  const codeId = `${channel}-code`;

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setChanged(false);
    const parsed = contactCodeRequestSchema.safeParse({ channel, value });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: valueId, message: t(i.message) })));
      return;
    }
    setBusy(true);
    try {
      const sent = await apiFetch<{ changeId: string }>('/account/contact/code', {
        method: 'POST',
        body: parsed.data,
      });
      setChangeId(sent.changeId);
      setCode('');
      setErrors([]);
    } catch (error) {
      setErrors(problemIssues(error, t).map((i) => ({ ...i, field: i.field ? valueId : undefined })));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = contactCodeVerifySchema.safeParse({ changeId, code });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: codeId, message: t(i.message) })));
      return;
    }
    setBusy(true);
    try {
      await apiFetch('/account/contact/verify', { method: 'POST', body: parsed.data });
      setChangeId(null);
      setValue('');
      setCode('');
      setErrors([]);
      setChanged(true);
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    } catch (error) {
      setErrors(problemIssues(error, t).map((i) => ({ ...i, field: i.field ? codeId : undefined })));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (id: string) => errors.find((e) => e.field === id)?.message;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={`${channel}-heading`} aria-busy={busy}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={`${channel}-heading`}>
          {t(`contact.${channel}Heading`)}
        </Title>
        <Text>{t('contact.current', { value: current ?? '—' })}</Text>
        {changed && (
          <Alert color="green" variant="outline" role="status">
            {t(`contact.${channel}Changed`)}
          </Alert>
        )}
        <ErrorSummary errors={errors} />
        {changeId === null ? (
          <form onSubmit={sendCode} noValidate>
            <Stack gap="sm">
              <TextInput
                id={valueId}
                label={t(`contact.new_${channel}`)}
                description={channel === 'mobile' ? t('contact.mobileHint') : undefined}
                type={channel === 'email' ? 'email' : 'text'}
                inputMode={channel === 'mobile' ? 'numeric' : 'email'}
                maxLength={channel === 'mobile' ? 10 : 254}
                autoComplete={channel === 'email' ? 'email' : 'tel-national'}
                required
                value={value}
                onChange={(e) => setValue(e.currentTarget.value)}
                error={fieldError(valueId)}
              />
              <Group>
                <Button type="submit" loading={busy}>
                  {t('contact.sendCode')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <form onSubmit={verify} noValidate>
            <Stack gap="sm">
              <Text role="status">{t(`contact.codeSent_${channel}`, { value })}</Text>
              <TextInput
                id={codeId}
                label={t('contact.code')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                error={fieldError(codeId)}
              />
              <Group>
                <Button type="submit" loading={busy}>
                  {t('contact.verify')}
                </Button>
                <Button variant="default" onClick={() => sendCode()} disabled={busy}>
                  {t('contact.resend')}
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => {
                    setChangeId(null);
                    setErrors([]);
                  }}
                >
                  {t('dialog.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
