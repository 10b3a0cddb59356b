import { Anchor, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type RouteId, routeCatalogue } from '../../../common/routes/index.ts';
import { PageHeading } from '../../components/page-heading.tsx';
import { footerGeneralLinks, footerPolicies, topNavigation } from '../../lib/navigation.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * The sitemap, generated from the route catalogue: the navigation groups first, then every
 * other public page, so a page added to the catalogue appears here without editing this page.
 */
export function SitemapPage() {
  const { t } = useTranslation(['common', 'routes']);
  const { to } = usePrefix();
  const grouped = new Set<RouteId>([
    'home',
    ...topNavigation.flatMap((g) => g.items),
    ...footerPolicies,
    ...footerGeneralLinks,
  ]);
  const others = routeCatalogue
    .filter((r) => r.access === 'anonymous' && r.area === 'public' && !grouped.has(r.id))
    .map((r) => r.id as RouteId);
  const groups: { title: string; ids: RouteId[] }[] = [
    { title: t('nav.home'), ids: ['home'] },
    ...topNavigation.map((g) => ({ title: t(`nav.${g.key}`), ids: g.items })),
    { title: t('footer.policies'), ids: footerPolicies },
    { title: t('footer.generalLinks'), ids: footerGeneralLinks },
    { title: t('sitemap.otherPages'), ids: others },
  ];
  return (
    <Stack gap="md">
      <PageHeading routeId="sitemap" />
      <Text size="lg">{t('sitemap.lead')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {groups.map((group) => (
          <section key={group.title}>
            <Title order={2} size="h4" mb="xs">
              {group.title}
            </Title>
            <List spacing={2}>
              {group.ids.map((id) => (
                <List.Item key={id}>
                  <Anchor component={Link} to={to(id)}>
                    {t(`routes:${id}`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </section>
        ))}
      </SimpleGrid>
      <Text size="sm">{t('sitemap.loggedInNote')}</Text>
    </Stack>
  );
}
