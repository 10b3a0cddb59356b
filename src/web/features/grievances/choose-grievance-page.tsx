import { Anchor, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 ChooseGrievance (issue #26 item 2): grievance or suggestion. Each choice is a link to
 * the filing form (`grievances?kind=`), which asks a visitor without a session to log in as a
 * grievance user (`loging?pageType=grievanceAppealUser`) or to register first; the status of a
 * filed one is on grievancestest. Static text and links (server-rendered, decision 030).
 */
export function ChooseGrievancePage() {
  const { t } = useTranslation(['grievances', 'routes']);
  const { to } = usePrefix();
  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t('routes:ChooseGrievance')}</Title>
      <Text>{t('choose.intro')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['grievance', 'suggestion'] as const).map((kind) => (
          <Card key={kind} withBorder padding="lg">
            <Title order={2} size="h3">
              {t(`kinds.${kind}`)}
            </Title>
            <Text my="sm">{t(`choose.${kind}`)}</Text>
            <Anchor component={Link} to={`${to('grievances')}?kind=${kind}`}>
              {t(`choose.start.${kind}`)}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
      <Title order={2} size="h3">
        {t('choose.howTitle')}
      </Title>
      {/* Links inside sentences are underlined (WCAG 1.4.1, axe link-in-text-block: in the dark
          theme the link colour alone is too close to the text's). */}
      <List type="ordered" spacing="xs">
        <List.Item>
          {t('choose.how.register')}{' '}
          <Anchor component={Link} to={to('grievanceuserregistration')} underline="always">
            {t('routes:grievanceuserregistration')}
          </Anchor>
        </List.Item>
        <List.Item>
          {t('choose.how.login')}{' '}
          <Anchor component={Link} to={`${to('loging')}?pageType=grievanceAppealUser`} underline="always">
            {t('choose.loginLink')}
          </Anchor>
        </List.Item>
        <List.Item>{t('choose.how.file')}</List.Item>
        <List.Item>
          {t('choose.how.track')}{' '}
          <Anchor component={Link} to={to('grievancestest')} underline="always">
            {t('routes:grievancestest')}
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}
