import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import type { ContentPage } from './content.ts';
import { ContentSections } from './content-sections.tsx';

/**
 * A page whose text is all in the static-pages catalogue (about, policies, help, …); the
 * catalogue key is the route id, so one component serves them all.
 */
export function StaticContentPage() {
  const { t } = useTranslation('static-pages');
  const routeId = useCurrentRouteId();
  const page = t(routeId, { returnObjects: true }) as ContentPage;
  return (
    <Stack gap="md" maw={860}>
      <PageHeading routeId={routeId} />
      <Text size="lg">{page.lead}</Text>
      <ContentSections sections={page.sections} />
    </Stack>
  );
}
