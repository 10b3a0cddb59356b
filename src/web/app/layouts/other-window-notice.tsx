import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { sessionStore } from '../../lib/session.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §5 one session, one window, as docs/decisions/010 now keeps it (issue #14 item 9): a
 * logged-in page opened in a new tab no longer ends the session everywhere. This tab shows why
 * it does not show the page and offers to continue the session here; the tab that had it then
 * stops with this same notice, saying where the session went. Nothing is sent from a tab that
 * does not hold the session, so two tabs never work on one draft.
 */
export function OtherWindowNotice() {
  const { t } = useTranslation('admin');
  const { to } = usePrefix();
  const lost = sessionStore.lostWindow();
  const heading = useRef<HTMLHeadingElement>(null);
  // The page under the reader changed without a navigation: say so by moving focus here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" maw="40rem" data-testid="other-window-notice">
      <Title order={1} ref={heading} tabIndex={-1}>
        {t(lost ? 'window.movedTitle' : 'window.openTitle')}
      </Title>
      <Text>{t(lost ? 'window.movedBody' : 'window.openBody')}</Text>
      <Group>
        <Button onClick={() => sessionStore.claimWindow()}>{t('window.continueHere')}</Button>
        <Button component={Link} to={to('home')} variant="default">
          {t('window.home')}
        </Button>
      </Group>
    </Stack>
  );
}
