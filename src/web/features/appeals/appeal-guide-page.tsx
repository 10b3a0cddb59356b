import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

const steps = ['account', 'form', 'documents', 'consent', 'file', 'follow'] as const;
const clock = ['first', 'decision', 'second', 'secondDecision'] as const;

/**
 * Spec §2 appeal (issue #25 item 4): how to appeal under section 38 of the Assam Public
 * Procurement Act, in both languages: who may appeal, the Act's clock (10 days to appeal, 30 for
 * the officer, 15 for a second appeal, 30 for the second authority; decision 040), what to
 * file, the fine for a vexatious appeal (§9), and where decided appeals are published.
 * Static text: nothing read from the clock, links are links (server-rendered, decision 030).
 */
export function AppealGuidePage() {
  const { t } = useTranslation(['appeals', 'routes']);
  const routeId = useCurrentRouteId();
  const { to } = usePrefix();
  return (
    <Stack gap="md" maw={820}>
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t('guide.intro')}</Text>
      <Title order={2} size="h3">
        {t('guide.clockTitle')}
      </Title>
      <List spacing="xs">
        {clock.map((k) => (
          <List.Item key={k}>{t(`guide.clock.${k}`)}</List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        {t('guide.stepsTitle')}
      </Title>
      <List type="ordered" spacing="xs">
        {steps.map((k) => (
          <List.Item key={k}>{t(`guide.steps.${k}`)}</List.Item>
        ))}
      </List>
      <Title order={2} size="h3">
        {t('guide.fineTitle')}
      </Title>
      <Text>{t('guide.fine')}</Text>
      <Title order={2} size="h3">
        {t('guide.registerTitle')}
      </Title>
      <Text>{t('guide.register')}</Text>
      <Anchor component={Link} to={to('appeals')} w="fit-content">
        {t('guide.registerLink')}
      </Anchor>
      <Anchor component={Link} to={to('login')} w="fit-content">
        {t('guide.loginLink')}
      </Anchor>
    </Stack>
  );
}
