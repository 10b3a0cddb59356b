import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changePasswordSchema } from '../../../common/api/auth.ts';
import { apiFetch } from '../../api/client.ts';
import { problemIssues } from '../../api/problem-issues.ts';
import { ErrorSummary } from '../../components/error-summary.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Spec §2 ChangePassword and resetpassword, §5 Password: current, new and confirm, the rule's
 * messages from the shared schema, and a strength indicator. A visitor who is not logged in is
 * sent to login or to Forgot Password.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation(['common', 'routes']);
  const routeId = useCurrentRouteId();
  const { to } = usePrefix();
  const user = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<{ field?: Field; message: string }[]>([]);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const fieldError = (field: Field) =>
    errors
      .filter((e) => e.field === field)
      .map((e) => e.message)
      .join(' ') || undefined;

  if (!user) {
    return (
      <Stack maw={560}>
        <Title order={1}>{t(`routes:${routeId}`)}</Title>
        <Text>{t('password.loginFirst')}</Text>
        <Group>
          <Button component={Link} to={to('login')}>
            {t('header.login')}
          </Button>
          <Anchor component={Link} to={to('forgotpassword')}>
            {t('password.forgot')}
          </Anchor>
        </Group>
      </Stack>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(parsed.error.issues.map((i) => ({ field: i.path[0] as Field, message: t(i.message) })));
      return;
    }
    setBusy(true);
    try {
      await apiFetch('/account/password', { method: 'POST', body: parsed.data });
      setErrors([]);
      setValues(empty);
      setDone(true);
    } catch (error) {
      setErrors(problemIssues(error, t) as { field?: Field; message: string }[]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack maw={560} gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {done && (
        <Alert color="green" variant="outline" role="status">
          {t('password.changed')}
        </Alert>
      )}
      <ErrorSummary errors={errors} />
      <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <PasswordInput
            id="currentPassword"
            label={t('password.current')}
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={(e) => setValues({ ...values, currentPassword: e.currentTarget.value })}
            error={fieldError('currentPassword')}
            required
          />
          <NewPasswordFields
            newPassword={values.newPassword}
            confirmPassword={values.confirmPassword}
            errors={{
              newPassword: fieldError('newPassword'),
              confirmPassword: fieldError('confirmPassword'),
            }}
            onChange={(change) => setValues({ ...values, ...change })}
          />
          <Button type="submit" loading={busy}>
            {t('password.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
