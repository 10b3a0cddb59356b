import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
} from '../../../common/api/auth.ts';
import { FormCaptcha } from '../../components/captcha-field.tsx';
import { SchemaForm, useSchemaForm } from '../../components/form/schema-form.tsx';
import { TextField } from '../../components/form/text-field.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useCompletePasswordReset, useRequestPasswordReset, useVerifyPasswordReset } from './api.ts';

function useHeading() {
  const { t } = useTranslation('routes');
  return t(useCurrentRouteId());
}

/** Spec §2 forgotpassword: login id and captcha; a code goes to the account's e-mail and mobile. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const heading = useHeading();
  const navigate = useNavigate();
  const { to } = usePrefix();
  const form = useSchemaForm(passwordResetRequestSchema, { loginId: '', captchaId: '', captchaAnswer: '' });
  const [generation, setGeneration] = useState(0);
  const request = useRequestPasswordReset();
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{heading}</Title>
      <Text>{t('forgot.intro')}</Text>
      <SchemaForm
        form={form}
        problemFields={{ CAPTCHA_FAILED: 'captchaAnswer' }}
        onSubmit={async (values) => {
          try {
            const { resetId } = await request.mutateAsync(values);
            navigate(`${to('GenerateOTP')}?rid=${encodeURIComponent(resetId)}`);
          } catch (error) {
            setGeneration((g) => g + 1);
            throw error;
          }
        }}
      >
        <TextField name="loginId" label={t('login.loginId')} autoComplete="username" required />
        <FormCaptcha generation={generation} />
        <Button type="submit" loading={request.isPending}>
          {t('forgot.sendCode')}
        </Button>
      </SchemaForm>
    </Stack>
  );
}

/** Spec §2 GenerateOTP: the 6-digit code; a right one leads on to the new password. */
export function GenerateOtpPage() {
  const { t } = useTranslation();
  const heading = useHeading();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to } = usePrefix();
  const resetId = params.get('rid') ?? '';
  const form = useSchemaForm(passwordResetVerifySchema, { resetId, code: '' });
  const verify = useVerifyPasswordReset();

  if (!resetId) return <StartAgain heading={heading} />;
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{heading}</Title>
      <Alert variant="outline" color="brand" role="status">
        {t('forgot.codeSent')}
      </Alert>
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          const grant = await verify.mutateAsync(values);
          // The grant travels in memory only (router state), never in the URL or browser storage.
          navigate(to('GeneratePassword'), { state: grant, replace: true });
        }}
      >
        <TextField
          name="code"
          parse={(v) => String(v).replace(/\D/g, '')}
          label={t('forgot.code')}
          description={t('forgot.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
        />
        <Button type="submit" loading={verify.isPending}>
          {t('forgot.verify')}
        </Button>
        <Anchor component={Link} to={to('forgotpassword')}>
          {t('forgot.newCode')}
        </Anchor>
      </SchemaForm>
    </Stack>
  );
}

/** Spec §2 GeneratePassword: the new password, checked by the shared rule, with its strength. */
export function GeneratePasswordPage() {
  const { t } = useTranslation();
  const heading = useHeading();
  const location = useLocation();
  const { to } = usePrefix();
  const grant = location.state as { grantId?: string; grantToken?: string } | null;
  const form = useSchemaForm(passwordResetCompleteSchema, {
    grantId: grant?.grantId ?? '',
    grantToken: grant?.grantToken ?? '',
    newPassword: '',
    confirmPassword: '',
  });
  const complete = useCompletePasswordReset();
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <Stack maw={480} gap="md">
        <Title order={1}>{heading}</Title>
        <Alert color="green" variant="outline" role="status">
          {t('forgot.done')}
        </Alert>
        <Button component={Link} to={to('login')}>
          {t('header.login')}
        </Button>
      </Stack>
    );
  }
  if (!grant?.grantId || !grant.grantToken) return <StartAgain heading={heading} />;
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{heading}</Title>
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          await complete.mutateAsync(values);
          setDone(true);
        }}
      >
        <NewPasswordFields />
        <Button type="submit" loading={complete.isPending}>
          {t('forgot.setPassword')}
        </Button>
      </SchemaForm>
    </Stack>
  );
}

function StartAgain({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const { to } = usePrefix();
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{heading}</Title>
      <Text>{t('forgot.startAgain')}</Text>
      <Anchor component={Link} to={to('forgotpassword')}>
        {t('password.forgot')}
      </Anchor>
    </Stack>
  );
}
