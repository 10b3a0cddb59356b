import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicAnnouncement } from '../../../common/api/content.ts';
import { publicAnnouncementsQuery } from '../../api/public-content.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/** The description in the visitor's language (issue #27 item 2: written in both). */
export const announcementText = (a: PublicAnnouncement, lang: string) =>
  lang === 'as' ? a.descriptionAs : a.descriptionEn;

/**
 * Spec §2 announcementdisplay and alertbox (issue #27 item 2; decision 044): the approved
 * announcements whose window holds today, in the visitor's language, with their window;
 * alertbox shows those marked as the site-wide alert. Which are shown is the server query's
 * (its clock): the page compares no dates, so the server's render and the hydration agree.
 */
export function AnnouncementDisplayPage() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const { lang } = usePrefix();
  const { data, error } = useQuery(publicAnnouncementsQuery);
  const items = (data?.items ?? []).filter((a) => routeId !== 'alertbox' || a.alert);
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {error ? (
        <ApiErrorAlert error={error} />
      ) : !data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : items.length === 0 ? (
        <Text>{routeId === 'alertbox' ? t('announcements.noAlerts') : t('announcements.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {items.map((a) => (
            <Card component="li" key={a.id} withBorder padding="md">
              <Text>{announcementText(a, lang)}</Text>
              <Text size="sm" mt="xs">
                {t('announcements.windowText', { from: dateOnly(a.displayFrom), to: dateOnly(a.displayTo) })}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
