import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePrefix } from '../../app/layouts/use-prefix.ts';
import { topNavigation } from '../../app/navigation.ts';

/**
 * The home page's introduction and its ways in: every tender listing of "Search on Tender"
 * and the guidelines. The statistics, announcements and tenders-by-due-date sections of
 * spec §2 "Home screen" come with the public tender discovery issue.
 */
export function HomePage() {
  const { t } = useTranslation(['common', 'routes', 'portal', 'static-pages']);
  const { to } = usePrefix();
  const search = topNavigation.find((g) => g.key === 'searchOnTender')?.items ?? [];
  const guidelines = topNavigation.find((g) => g.key === 'guidelines')?.items ?? [];
  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>{t('portal:name')}</Title>
        <Text size="lg" mt="xs">
          {t('static-pages:about.lead')}
        </Text>
      </div>
      <section aria-labelledby="home-search">
        <Title order={2} id="home-search" mb="sm">
          {t('nav.searchOnTender')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {search.map((id) => (
            <Card key={id} withBorder padding="md">
              <Anchor component={Link} to={to(id)} fw={600}>
                {t(`routes:${id}`)}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </section>
      <section aria-labelledby="home-guidelines">
        <Title order={2} id="home-guidelines" mb="sm">
          {t('nav.guidelines')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {guidelines.map((id) => (
            <Card key={id} withBorder padding="md">
              <Anchor component={Link} to={to(id)} fw={600}>
                {t(`routes:${id}`)}
              </Anchor>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
