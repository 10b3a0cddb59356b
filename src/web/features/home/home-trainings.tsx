import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicTrainingsQuery } from '../../api/public-content.ts';
import { dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSection, homeListRows, plainList } from './home-section.tsx';

/**
 * Spec §2 Home screen "trainings" (issue #27 item 3): the next trainings that are published or
 * running, in the visitor's language, with their dates; the rest on the trainings page. Which are
 * shown is the server query's (its clock, decision 044).
 */
export function HomeTrainings() {
  const { t } = useTranslation(['tenders', 'common', 'routes', 'home']);
  const { to, lang } = usePrefix();
  const { data, isError } = useQuery(publicTrainingsQuery);
  const items = (data?.items ?? []).filter((tr) => tr.state !== 'cancelled').slice(0, homeListRows);
  return (
    <HomeSection id="home-trainings" title={t('home:trainings')}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : items.length === 0 ? (
        <Text>{t('home:noTrainings')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={plainList}>
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
