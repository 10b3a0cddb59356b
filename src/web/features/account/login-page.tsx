import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { loginRequestSchema } from '../../../common/api/auth.ts';
import { FormCaptcha } from '../../components/captcha-field.tsx';
import { SchemaForm, useSchemaForm } from '../../components/form/schema-form.tsx';
import { PasswordField, TextField } from '../../components/form/text-field.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useLogin } from './api.ts';

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
  const form = useSchemaForm(loginRequestSchema, {
    loginId: '',
    password: '',
    captchaId: '',
    captchaAnswer: '',
  });
  const [generation, setGeneration] = useState(0);
  const login = useLogin();

  const grievanceAppeal = routeId === 'loging' || params.get('pageType') === 'grievanceAppealUser';
  return (
    <Stack maw={460} gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {grievanceAppeal && <Text>{t('login.grievanceAppealIntro')}</Text>}
      <SchemaForm
        form={form}
        problemFields={{ CAPTCHA_FAILED: 'captchaAnswer' }}
        onSubmit={async (values) => {
          try {
            const state = await login.mutateAsync(values);
            sessionStore.apply(state);
            sessionStore.claimWindow();
            navigate(to('userdashboard'));
          } catch (error) {
            // Spec §5: each captcha is single use; a failed login asks for a new one and the password again.
            form.setValue('password', '');
            setGeneration((g) => g + 1);
            throw error;
          }
        }}
      >
        <TextField name="loginId" label={t('login.loginId')} autoComplete="username" required />
        <PasswordField name="password" label={t('login.password')} autoComplete="current-password" required />
        <FormCaptcha generation={generation} />
        <Button type="submit" loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </SchemaForm>
      {/* Issue #14 item 9: the way out for a forgotten password, and for grievance and appeal
          users (who register themselves, spec §2 grievanceuserregistration) the way in. */}
      <Group gap="lg">
        <Anchor component={Link} to={to('forgotpassword')} underline="always">
          {t('password.forgot')}
        </Anchor>
        {grievanceAppeal && (
          <Text span>
            {t('login.noAccount')}{' '}
            <Anchor component={Link} to={to('grievanceuserregistration')} underline="always">
              {t('login.register')}
            </Anchor>
          </Text>
        )}
      </Group>
    </Stack>
  );
}
