import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { changePasswordSchema } from '../../../common/api/auth.ts';
import { SchemaForm, useSchemaForm } from '../../components/form/schema-form.tsx';
import { PasswordField } from '../../components/form/text-field.tsx';
import { NewPasswordFields } from '../../components/new-password-fields.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useChangePassword } from './api.ts';

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
  const form = useSchemaForm(changePasswordSchema, empty);
  const change = useChangePassword();
  const [done, setDone] = useState(false);

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

  return (
    <Stack maw={560} gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {done && (
        <Alert color="green" variant="outline" role="status">
          {t('password.changed')}
        </Alert>
      )}
      <SchemaForm
        form={form}
        onSubmit={async (values) => {
          setDone(false);
          await change.mutateAsync(values);
          form.reset(empty);
          setDone(true);
        }}
      >
        <PasswordField
          name="currentPassword"
          label={t('password.current')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields />
        <Button type="submit" loading={change.isPending}>
          {t('password.submit')}
        </Button>
      </SchemaForm>
    </Stack>
  );
}
