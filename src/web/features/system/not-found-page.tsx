import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefix } from '../../lib/use-prefix.ts';
import { SystemMessage } from './system-message.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = usePrefix();
  return (
    <SystemMessage
      heading={t('system.notFound.heading')}
      body={t('system.notFound.body')}
      actions={
        <>
          <Button component={Link} to={to('home')}>
            {t('system.notFound.home')}
          </Button>
          <Button component={Link} to={to('sitemap')} variant="default">
            {t('system.notFound.sitemap')}
          </Button>
        </>
      }
    />
  );
}
