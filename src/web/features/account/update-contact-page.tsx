import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ContactChannel,
  contactCodeRequestSchema,
  contactCodeVerifySchema,
} from '../../../common/api/contact-change.ts';
import { errorMessage } from '../../api/errors.ts';
import { SchemaForm, TextField, useSchemaForm } from '../../components/form/index.ts';
import { profileQuery, useRequestContactCode, useVerifyContactCode } from './api.ts';

/**
 * Spec §2 updateEmailandPhone, §5 "Email and phone changes in a profile need a one-time code":
 * the code goes to the new address or number; the change is made when it comes back.
 */
export function UpdateContactPage() {
  const { t } = useTranslation(['common', 'routes']);
  const { data: profile } = useQuery(profileQuery);
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
  const request = useRequestContactCode();
  const verify = useVerifyContactCode();
  // Two forms over the shared schemas; the ids carry the channel (two sections on one page).
  const requestForm = useSchemaForm(contactCodeRequestSchema, { channel, value: '' });
  const verifyForm = useSchemaForm(contactCodeVerifySchema, { changeId: '', code: '' });
  const [changeId, setChangeId] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [resendFailure, setResendFailure] = useState<string | null>(null);

  const sendCode = async () => {
    setChanged(false);
    setResendFailure(null);
    const sent = await request.mutateAsync(requestForm.getValues());
    setChangeId(sent.changeId);
    verifyForm.reset({ changeId: sent.changeId, code: '' });
  };
  const resend = async () => {
    try {
      await sendCode();
    } catch (error) {
      setResendFailure(errorMessage(error, t));
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-labelledby={`${channel}-heading`}
      aria-busy={request.isPending || verify.isPending}
    >
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
        {changeId === null ? (
          <SchemaForm form={requestForm} bare idPrefix={`${channel}-`} onSubmit={sendCode}>
            <TextField
              name="value"
              label={t(`contact.new_${channel}`)}
              description={channel === 'mobile' ? t('contact.mobileHint') : undefined}
              type={channel === 'email' ? 'email' : 'text'}
              inputMode={channel === 'mobile' ? 'numeric' : 'email'}
              maxLength={channel === 'mobile' ? 10 : 254}
              autoComplete={channel === 'email' ? 'email' : 'tel-national'}
              required
            />
            <Group>
              <Button type="submit" loading={request.isPending}>
                {t('contact.sendCode')}
              </Button>
            </Group>
          </SchemaForm>
        ) : (
          <SchemaForm
            form={verifyForm}
            bare
            idPrefix={`${channel}-`}
            onSubmit={async (values) => {
              await verify.mutateAsync(values);
              setChangeId(null);
              requestForm.reset({ channel, value: '' });
              setChanged(true);
            }}
          >
            <Text role="status">
              {t(`contact.codeSent_${channel}`, { value: requestForm.getValues('value') })}
            </Text>
            {resendFailure && (
              <Alert color="red" variant="outline" role="alert">
                {resendFailure}
              </Alert>
            )}
            <TextField
              name="code"
              label={t('contact.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            <Group>
              <Button type="submit" loading={verify.isPending}>
                {t('contact.verify')}
              </Button>
              <Button variant="default" onClick={() => void resend()} disabled={request.isPending}>
                {t('contact.resend')}
              </Button>
              <Button variant="subtle" onClick={() => setChangeId(null)}>
                {t('dialog.cancel')}
              </Button>
            </Group>
          </SchemaForm>
        )}
      </Stack>
    </Paper>
  );
}
