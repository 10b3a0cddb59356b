import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  passwordResetCompleteSchema,
  passwordResetRequestSchema,
  passwordResetVerifySchema,
} from '../../../common/api/auth.ts';
import { apiFetch } from '../../api/client.ts';
import { type Issue, problemIssues } from '../../api/problem-issues.ts';
import { CaptchaField } from '../../components/captcha-field.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

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
  const [values, setValues] = useState({ loginId: '', captchaId: '', captchaAnswer: '' });
  const [errors, setErrors] = useState<Issue[]>([]);
  const [generation, setGeneration] = useState(0);
  const onCaptcha = useCallback(
    (v: { captchaId: string; captchaAnswer: string }) => setValues((s) => ({ ...s, ...v })),
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    try {
      const { resetId } = await apiFetch<{ resetId: string }>('/auth/password-reset', {
        method: 'POST',
        body: parsed.data,
      });
      navigate(`${to('GenerateOTP')}?rid=${encodeURIComponent(resetId)}`);
    } catch (error) {
      setErrors(problemIssues(error, t));
      setGeneration((g) => g + 1);
    }
  };
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{heading}</Title>
      <Text>{t('forgot.intro')}</Text>
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            id="loginId"
            label={t('login.loginId')}
            autoComplete="username"
            value={values.loginId}
            onChange={(e) => setValues({ ...values, loginId: e.currentTarget.value })}
            error={errors.find((e) => e.field === 'loginId')?.message}
            required
          />
          <CaptchaField
            generation={generation}
            answer={values.captchaAnswer}
            error={errors.find((e) => e.field === 'captchaAnswer')?.message}
            onChange={onCaptcha}
          />
          <Button type="submit">{t('forgot.sendCode')}</Button>
        </Stack>
      </Paper>
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
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Issue[]>([]);

  if (!resetId) return <StartAgain heading={heading} />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetVerifySchema.safeParse({ resetId, code });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: 'code', message: t(i.message) })));
      return;
    }
    try {
      const grant = await apiFetch<{ grantId: string; grantToken: string }>('/auth/password-reset/verify', {
        method: 'POST',
        body: parsed.data,
      });
      // The grant travels in memory only (router state), never in the URL or browser storage.
      navigate(to('GeneratePassword'), { state: grant, replace: true });
    } catch (error) {
      setErrors(problemIssues(error, t));
    }
  };
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{heading}</Title>
      <Alert variant="outline" color="brand" role="status">
        {t('forgot.codeSent')}
      </Alert>
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            id="code"
            label={t('forgot.code')}
            description={t('forgot.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, ''))}
            error={errors.find((e) => e.field === 'code')?.message}
            required
          />
          <Button type="submit">{t('forgot.verify')}</Button>
          <Anchor component={Link} to={to('forgotpassword')}>
            {t('forgot.newCode')}
          </Anchor>
        </Stack>
      </Paper>
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
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Issue[]>([]);
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
  const fieldError = (field: string) =>
    errors
      .filter((e) => e.field === field)
      .map((e) => e.message)
      .join(' ') || undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetCompleteSchema.safeParse({ ...grant, ...values });
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: String(i.path[0]), message: t(i.message) })));
      return;
    }
    try {
      await apiFetch('/auth/password-reset/complete', { method: 'POST', body: parsed.data });
      setDone(true);
    } catch (error) {
      setErrors(problemIssues(error, t));
    }
  };
  return (
    <Stack maw={480} gap="md">
      <Title order={1}>{heading}</Title>
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields
            newPassword={values.newPassword}
            confirmPassword={values.confirmPassword}
            errors={{
              newPassword: fieldError('newPassword'),
              confirmPassword: fieldError('confirmPassword'),
            }}
            onChange={(change) => setValues({ ...values, ...change })}
          />
          <Button type="submit">{t('forgot.setPassword')}</Button>
        </Stack>
      </Paper>
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
