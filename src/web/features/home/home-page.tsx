import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { closingWindows } from '../../../common/api/tender-constants.ts';
import { formatCount } from '../../../common/format.ts';
import { publicAnnouncementsQuery, publicTrainingsQuery } from '../../api/public-content.ts';
import { publicImagesQuery } from '../../api/public-images.ts';
import { productCategoryCountsQuery, tenderCountsQuery, tenderListQuery } from '../../api/public-tenders.ts';
import { ClosingLabel } from '../../components/closing-label.tsx';
import { imageListStyles, ResponsiveImage } from '../../components/responsive-image.tsx';
import { SourceText } from '../../components/source-text.tsx';
import { dateTime } from '../../lib/display-format.ts';
import { topNavigation } from '../../lib/navigation.ts';
import { tenderViewFor } from '../../lib/tender-links.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSearch } from './home-search.tsx';

/** How many product categories the home page shows (spec §2 "popular product categories"). */
const popularCategories = 8;

/**
 * Spec §2 "Home screen": the introduction, statistics (real counts, spec §7), tenders by due
 * date, popular product categories, the ways into every tender listing and the guidelines.
 * The search box comes first (issue #31 item 1), then the banners (issue #27 item 4: approved,
 * inside their window, none shown when there are none). Announcements are the approved ones
 * inside their window (issue #27 item 2); trainings the published and running ones; the photo
 * gallery the approved photos (item 4); testimonials say there is nothing yet.
 */
export function HomePage() {
  // Not the static pages' catalogue (11–14 KiB) for one paragraph: home's lead is its own key
  // (issue #13, bench/README.md).
  const { t } = useTranslation(['common', 'routes', 'portal', 'tenders']);
  const { to } = usePrefix();
  const search = topNavigation.find((g) => g.key === 'searchOnTender')?.items ?? [];
  const guidelines = topNavigation.find((g) => g.key === 'guidelines')?.items ?? [];
  return (
    <Stack gap="xl">
      <Title order={1}>{t('portal:name')}</Title>
      {/* Issue #31 item 1: the search box first, above the fold on a phone; no empty banner
          block before it (banners come with the content area, issue #27). */}
      <HomeSearch />
      <Banners />
      <Text size="lg">{t('tenders:home.lead')}</Text>
      <Statistics />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <TenderPreview
          id="home-closing-soon"
          title={t('tenders:home.closingSoon')}
          sort="closing"
          allLabel={t('tenders:home.allClosingSoon')}
          allHref={to('latestactivetenders')}
        />
        <TenderPreview
          id="home-newly-published"
          title={t('tenders:home.newlyPublished')}
          sort="-published"
          allLabel={t('tenders:home.allNewlyPublished')}
          allHref={`${to('latestactivetenders')}?sort=-published`}
        />
      </SimpleGrid>
      <DueDates />
      <PopularCategories />
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
      <Announcements />
      <Trainings />
      <PhotoGallery />
      <HomeSection id="home-testimonials" title={t('tenders:home.testimonials')}>
        <Text>{t('tenders:home.noTestimonials')}</Text>
      </HomeSection>
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

function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A figure with its label; a link when a listing shows exactly those tenders. */
function Stat({ label, value, href }: { label: string; value: ReactNode; href?: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="xl" fw={700}>
        {value}
      </Text>
      {href ? (
        <Anchor component={Link} to={href}>
          {label}
        </Anchor>
      ) : (
        <Text>{label}</Text>
      )}
    </Card>
  );
}

/** Spec §2 statistics: active, opening today, closing today, upcoming, results; events have no source yet. */
function Statistics() {
  const { t } = useTranslation(['tenders', 'common']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(tenderCountsQuery);
  const n = (value: number | undefined) => (value === undefined ? '…' : formatCount(value));
  return (
    <HomeSection id="home-statistics" title={t('home.statistics')}>
      {isError ? (
        <Text>{t('home.statisticsUnavailable')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" aria-busy={!data}>
          <Stat
            label={t('home.active')}
            value={n(data?.active)}
            href={`${to('latestactivetenders')}?bidding=open`}
          />
          <Stat label={t('home.openingToday')} value={n(data?.openingToday)} href={to('openingtoday')} />
          <Stat
            label={t('home.closingToday')}
            value={n(data?.closing.today)}
            href={`${to('latestactivetenders')}?closing=today`}
          />
          <Stat
            label={t('home.upcoming')}
            value={n(data?.upcoming)}
            href={`${to('latestactivetenders')}?bidding=upcoming`}
          />
          <Stat label={t('home.results')} value={n(data?.awarded)} href={to('bidawards')} />
          <Stat label={t('home.events')} value="—" />
        </SimpleGrid>
      )}
      {!isError && (
        <Text size="sm" mt="xs">
          {t('home.noEvents')}
        </Text>
      )}
    </HomeSection>
  );
}

/** How many tenders each home preview lists (issue #14 item 6: "a few", the rest one link away). */
const previewRows = 5;

/**
 * Issue #14 item 6 (spec §2 Home screen, latest active tenders): a few open tenders, closing
 * soonest or published most recently, each opening its full view, then a link to the full list
 * in the same order.
 */
function TenderPreview(props: {
  id: string;
  title: string;
  sort: 'closing' | '-published';
  allLabel: string;
  allHref: string;
}) {
  const { t } = useTranslation(['tenders', 'common']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(
    tenderListQuery(new URLSearchParams({ status: 'open', sort: props.sort, limit: String(previewRows) })),
  );
  return (
    <HomeSection id={props.id} title={props.title}>
      {isError ? (
        <Text>{t('home.statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text>{t('common:noRecords')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {data.items.map((tender) => (
            <li key={tender.uid}>
              <Anchor
                component={Link}
                to={`${to(tenderViewFor(tender.source))}?id=${encodeURIComponent(tender.uid)}`}
                fw={600}
              >
                <SourceText text={tender.title} />
              </Anchor>
              <Text size="sm">{t('home.tenderId', { id: tender.tenderId })}</Text>
              <Text size="sm">
                {dateTime(tender.closingAt) ?? '—'}{' '}
                <ClosingLabel closingAt={tender.closingAt} status={tender.status} />
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={props.allHref} mt="sm" display="inline-block">
        {props.allLabel}
      </Anchor>
    </HomeSection>
  );
}

/** Spec §2 "tenders by due date" with the §9 windows: today, tomorrow, 7, 15 and 30 days. */
function DueDates() {
  const { t } = useTranslation(['tenders', 'common']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(tenderCountsQuery);
  return (
    <HomeSection id="home-due" title={t('home.dueDates')}>
      {isError ? (
        <Text>{t('home.statisticsUnavailable')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
          {closingWindows.map((w) => (
            <Stat
              key={w}
              label={t(`closing.${w}`)}
              value={data ? formatCount(data.closing[w]) : '…'}
              href={`${to('latestactivetenders')}?closing=${w}`}
            />
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}

/** Spec §2 "popular product categories": the categories with the most active tenders. */
function PopularCategories() {
  const { t } = useTranslation(['tenders', 'common', 'routes']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(productCategoryCountsQuery);
  const top = [...(data?.items ?? [])].sort((a, b) => b.count - a.count).slice(0, popularCategories);
  return (
    <HomeSection id="home-categories" title={t('home.popularCategories')}>
      {isError ? (
        <Text>{t('home.statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : top.length === 0 ? (
        <Text>{t('common:noRecords')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {top.map((c) => (
            <Stat
              key={c.name}
              label={c.name}
              value={t('home.activeCount', { count: c.count, formatted: formatCount(c.count) })}
              href={`${to('tendersbyproductcategory')}?${new URLSearchParams({ productCategory: c.name })}`}
            />
          ))}
        </SimpleGrid>
      )}
      <Anchor component={Link} to={to('productcategory')} mt="sm" display="inline-block">
        {t('home.allCategories')}
      </Anchor>
    </HomeSection>
  );
}

/** How many announcements (and trainings) the home page shows; the rest are on their pages. */
const homeAnnouncements = 3;

/**
 * Spec §2 Home screen "announcements" (issue #27 item 2): the approved announcements whose
 * window holds today, in the visitor's language. The window is the server query's (its clock,
 * decision 044): nothing here compares dates, so the server's render and hydration agree.
 */
function Announcements() {
  const { t } = useTranslation(['tenders', 'common', 'routes']);
  const { to, lang } = usePrefix();
  const { data, isError } = useQuery(publicAnnouncementsQuery);
  const items = data?.items.slice(0, homeAnnouncements) ?? [];
  return (
    <HomeSection id="home-announcements" title={t('home.announcements')}>
      {isError ? (
        <Text>{t('home.statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : items.length === 0 ? (
        <Text>{t('home.noAnnouncements')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {items.map((a) => (
            <li key={a.id}>
              <Text>{lang === 'as' ? a.descriptionAs : a.descriptionEn}</Text>
            </li>
          ))}
        </Stack>
      )}
      {data && data.items.length > 0 && (
        <Anchor component={Link} to={to('announcementdisplay')} mt="sm" display="inline-block">
          {t('routes:announcementdisplay')}
        </Anchor>
      )}
    </HomeSection>
  );
}

/**
 * Spec §2 Home screen "trainings" (issue #27 item 3): the next trainings that are published or
 * running, in the visitor's language, with their dates; the rest on the trainings page. Which are
 * shown is the server query's (its clock, decision 044).
 */
function Trainings() {
  const { t } = useTranslation(['tenders', 'common', 'routes']);
  const { to, lang } = usePrefix();
  const { data, isError } = useQuery(publicTrainingsQuery);
  const items = (data?.items ?? []).filter((tr) => tr.state !== 'cancelled').slice(0, homeAnnouncements);
  return (
    <HomeSection id="home-trainings" title={t('home.trainings')}>
      {isError ? (
        <Text>{t('home.statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : items.length === 0 ? (
        <Text>{t('home.noTrainings')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {items.map((tr) => (
            <li key={tr.id}>
              <Text fw={600}>{lang === 'as' ? tr.titleAs : tr.titleEn}</Text>
              <Text size="sm">{`${dateTime(tr.startsAt)} – ${dateTime(tr.endsAt)}`}</Text>
            </li>
          ))}
        </Stack>
      )}
      {data && data.items.length > 0 && (
        <Anchor component={Link} to={to('trainings')} mt="sm" display="inline-block">
          {t('routes:trainings')}
        </Anchor>
      )}
    </HomeSection>
  );
}

/** How many photographs the home page shows; the rest are on the gallery page. */
const homePhotos = 6;

/**
 * Spec §2 Home screen "banners" (issue #27 item 4): the approved banners inside their window, in
 * the visitor's language (alt text too), side by side in a strip that scrolls (CSS scroll
 * snapping, no script). Each is a resized copy with its width and height (no layout shift); the
 * first loads eagerly. Nothing is drawn when there is no banner.
 */
function Banners() {
  const { t } = useTranslation('tenders');
  const { lang } = usePrefix();
  const { data } = useQuery(publicImagesQuery('banner', lang));
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-label={t('home.banners')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable by keyboard (axe scrollable-region-focusable) */}
      <ul style={imageListStyles.strip} tabIndex={0} aria-label={t('home.banners')}>
        {data.items.map((image, i) => (
          <li key={image.id} style={imageListStyles.banner}>
            <ResponsiveImage
              image={image}
              alt={lang === 'as' ? image.nameAs : image.nameEn}
              sizes="(min-width: 75em) 1200px, 100vw"
              eager={i === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec §2 Home screen "photo gallery" (issue #27 item 4): the first approved photographs by
 * priority, each with its name in the visitor's language as caption and alt text; the gallery
 * page has them all.
 */
function PhotoGallery() {
  const { t } = useTranslation(['tenders', 'common', 'routes']);
  const { to, lang } = usePrefix();
  const { data, isError } = useQuery(publicImagesQuery('gallery', lang, homePhotos));
  return (
    <HomeSection id="home-gallery" title={t('home.gallery')}>
      {isError ? (
        <Text>{t('home.statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text>{t('home.noGallery')}</Text>
      ) : (
        <ul style={imageListStyles.grid}>
          {data.items.map((image) => (
            <li key={image.id}>
              <figure style={imageListStyles.figure}>
                <ResponsiveImage
                  image={image}
                  alt={lang === 'as' ? image.nameAs : image.nameEn}
                  sizes="(min-width: 62em) 400px, (min-width: 36em) 50vw, 100vw"
                />
                <figcaption>{lang === 'as' ? image.nameAs : image.nameEn}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {data && data.items.length > 0 && (
        <Anchor component={Link} to={to('gallery')} mt="sm" display="inline-block">
          {t('routes:gallery')}
        </Anchor>
      )}
    </HomeSection>
  );
}
