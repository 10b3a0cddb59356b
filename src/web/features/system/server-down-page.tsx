import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetServerStatus, isServerUp } from '../../lib/server-status.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { useEndSessionOnSystemPage } from './end-session.ts';
import { SystemMessage } from './system-message.tsx';

/** Spec §4/§8: shown when the server-status check fails; "Try again" checks once more. */
export function ServerDownPage() {
  useEndSessionOnSystemPage();
  const { t } = useTranslation();
  const { to } = usePrefix();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const retry = async () => {
    setChecking(true);
    forgetServerStatus();
    const up = await isServerUp();
    setChecking(false);
    if (up) navigate(to('home'));
  };
  return (
    <SystemMessage
      tone="error"
      heading={t('system.serverDown.heading')}
      body={t('system.serverDown.body')}
      actions={
        <Button
          onClick={retry}
          loading={checking}
          loaderProps={{ 'aria-label': t('system.serverDown.checking') }}
        >
          {t('system.serverDown.retry')}
        </Button>
      }
    />
  );
}
