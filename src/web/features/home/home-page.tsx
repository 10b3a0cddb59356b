import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeAnnouncements } from './home-announcements.tsx';
import { HomeBanners } from './home-banners.tsx';
import { HomeGallery } from './home-gallery.tsx';
import { MenuLinks } from './home-links.tsx';
import { HomeSearch } from './home-search.tsx';
import { HomeDueDates, HomeStatistics } from './home-statistics.tsx';
import { PopularCategories, TenderPreview } from './home-tenders.tsx';
import { HomeTestimonials } from './home-testimonials.tsx';
import { HomeTrainings } from './home-trainings.tsx';

/**
 * Spec §2 "Home screen": the introduction, statistics (real counts, spec §7), tenders by due
 * date, popular product categories, the ways into every tender listing and the guidelines.
 * The search box comes first (issue #31 item 1), then the banners (issue #27 item 4: approved,
 * inside their window, none shown when there are none). Announcements are the approved ones
 * inside their window (issue #27 item 2); trainings the published and running ones; the photo
 * gallery the approved photos (item 4); testimonials the published ones (item 7). Each block is
 * its own module in this folder; this page only composes them.
 */
export function HomePage() {
  // Not the static pages' catalogue (11–14 KiB) for one paragraph: home's lead is its own key
  // (issue #13, bench/README.md).
  const { t } = useTranslation(['common', 'routes', 'portal', 'tenders', 'home']);
  const { to } = usePrefix();
  return (
    <Stack gap="xl">
      <Title order={1}>{t('portal:name')}</Title>
      {/* Issue #31 item 1: the search box first, above the fold on a phone; no empty banner
          block before it (banners come with the content area, issue #27). */}
      <HomeSearch />
      <HomeBanners />
      <Text size="lg">{t('home:lead')}</Text>
      <HomeStatistics />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <TenderPreview
          id="home-closing-soon"
          title={t('home:closingSoon')}
          sort="closing"
          allLabel={t('home:allClosingSoon')}
          allHref={to('latestactivetenders')}
        />
        <TenderPreview
          id="home-newly-published"
          title={t('home:newlyPublished')}
          sort="-published"
          allLabel={t('home:allNewlyPublished')}
          allHref={`${to('latestactivetenders')}?sort=-published`}
        />
      </SimpleGrid>
      <HomeDueDates />
      <PopularCategories />
      <MenuLinks group="searchOnTender" />
      <HomeAnnouncements />
      <HomeTrainings />
      <HomeGallery />
      <HomeTestimonials />
      <MenuLinks group="guidelines" />
    </Stack>
  );
}
