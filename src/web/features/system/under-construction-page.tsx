import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 system page "pageunderconstruction": shown, under the route's own title, for every
 * route whose page a later issue will build. It is a placeholder, never a finished page.
 */
export function UnderConstructionPage() {
  const { t } = useTranslation(['common', 'routes']);
  const routeId = useCurrentRouteId();
  const { to } = usePrefix();
  return (
    <Stack gap="md" maw={720} data-testid="under-construction">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Title order={2} size="h3">
        {t('system.underConstruction.heading')}
      </Title>
      <Text>{t('system.underConstruction.body')}</Text>
      <Anchor component={Link} to={to('home')}>
        {t('system.underConstruction.home')}
      </Anchor>
    </Stack>
  );
}
