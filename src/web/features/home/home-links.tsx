import { Anchor, Card, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { topNavigation } from '../../lib/navigation.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSection } from './home-section.tsx';

/**
 * Spec §2 Home screen: the ways into every tender listing ("searchOnTender") and the guidelines,
 * as cards of links, the items of that top menu group.
 */
export function MenuLinks({ group }: { group: 'searchOnTender' | 'guidelines' }) {
  const { t } = useTranslation(['common', 'routes']);
  const { to } = usePrefix();
  const items = topNavigation.find((g) => g.key === group)?.items ?? [];
  return (
    <HomeSection id={group === 'guidelines' ? 'home-guidelines' : 'home-search'} title={t(`nav.${group}`)}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {items.map((id) => (
          <Card key={id} withBorder padding="md">
            <Anchor component={Link} to={to(id)} fw={600}>
              {t(`routes:${id}`)}
            </Anchor>
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
