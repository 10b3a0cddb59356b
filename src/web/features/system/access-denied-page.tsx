import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useEndSessionOnSystemPage } from './end-session.ts';
import { SystemMessage } from './system-message.tsx';

/** Spec §5/§8: where a missing token or a refused permission check leads. */
export function AccessDeniedPage() {
  useEndSessionOnSystemPage();
  const { t } = useTranslation();
  const { to } = usePrefix();
  return (
    <SystemMessage
      tone="error"
      heading={t('system.accessDenied.heading')}
      body={t('system.accessDenied.body')}
      actions={
        <>
          <Button component={Link} to={to('login')}>
            {t('system.accessDenied.login')}
          </Button>
          <Button component={Link} to={to('home')} variant="default">
            {t('system.accessDenied.home')}
          </Button>
        </>
      }
    />
  );
}
