import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useEndSessionOnSystemPage } from './end-session.ts';
import { SystemMessage } from './system-message.tsx';

export function ErrorPage() {
  useEndSessionOnSystemPage();
  const { t } = useTranslation();
  const { to } = usePrefix();
  return (
    <SystemMessage
      tone="error"
      heading={t('system.error.heading')}
      body={t('system.error.body')}
      actions={
        <Button component={Link} to={to('home')}>
          {t('system.error.home')}
        </Button>
      }
    />
  );
}
