import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicAnnouncementsQuery } from '../../api/public-content.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSection, homeListRows, plainList } from './home-section.tsx';

/**
 * Spec §2 Home screen "announcements" (issue #27 item 2): the approved announcements whose
 * window holds today, in the visitor's language. The window is the server query's (its clock,
 * decision 044): nothing here compares dates, so the server's render and hydration agree.
 */
export function HomeAnnouncements() {
  const { t } = useTranslation(['tenders', 'common', 'routes', 'home']);
  const { to, lang } = usePrefix();
  const { data, isError } = useQuery(publicAnnouncementsQuery);
  const items = data?.items.slice(0, homeListRows) ?? [];
  return (
    <HomeSection id="home-announcements" title={t('home:announcements')}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : items.length === 0 ? (
        <Text>{t('home:noAnnouncements')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={plainList}>
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
