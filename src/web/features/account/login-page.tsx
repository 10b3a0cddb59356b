import { Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema, type SessionState } from '../../../common/api/auth.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { CaptchaField } from '../../components/captcha-field.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

type Field = 'loginId' | 'password' | 'captchaAnswer';

/**
 * Login (spec §2 login, and loging?pageType=grievanceAppealUser for grievance and appeal
 * users): login id, password and captcha, checked by the same schema as the server.
 */
export function LoginPage() {
  const { t } = useTranslation(['common', 'routes']);
  const routeId = useCurrentRouteId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to } = usePrefix();
  const [values, setValues] = useState({ loginId: '', password: '', captchaId: '', captchaAnswer: '' });
  const [errors, setErrors] = useState<{ field?: Field; message: string }[]>([]);
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);

  const onCaptcha = useCallback(
    (value: { captchaId: string; captchaAnswer: string }) => setValues((v) => ({ ...v, ...value })),
    [],
  );
  const fieldError = (field: Field) => errors.find((e) => e.field === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        parsed.error.issues.map((issue) => ({ field: issue.path[0] as Field, message: t(issue.message) })),
      );
      return;
    }
    setBusy(true);
    try {
      const state = await apiFetch<SessionState>('/auth/login', { method: 'POST', body: parsed.data });
      sessionStore.apply(state);
      sessionStore.claimWindow();
      navigate(to('userdashboard'));
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      const field: Field | undefined = code === 'CAPTCHA_FAILED' ? 'captchaAnswer' : undefined;
      setErrors([{ field, message: t(`errors.${code}`) }]);
      setValues((v) => ({ ...v, password: '', captchaAnswer: '' }));
      setGeneration((g) => g + 1);
    } finally {
      setBusy(false);
    }
  };

  const grievanceAppeal = routeId === 'loging' || params.get('pageType') === 'grievanceAppealUser';
  return (
    <Stack maw={460} gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {grievanceAppeal && <Text>{t('login.grievanceAppealIntro')}</Text>}
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            id="loginId"
            label={t('login.loginId')}
            autoComplete="username"
            value={values.loginId}
            onChange={(e) => setValues({ ...values, loginId: e.currentTarget.value })}
            error={fieldError('loginId')}
            required
          />
          <PasswordInput
            id="password"
            label={t('login.password')}
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => setValues({ ...values, password: e.currentTarget.value })}
            error={fieldError('password')}
            required
          />
          <CaptchaField
            generation={generation}
            answer={values.captchaAnswer}
            error={fieldError('captchaAnswer')}
            onChange={onCaptcha}
          />
          <Button type="submit" loading={busy}>
            {t('login.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
