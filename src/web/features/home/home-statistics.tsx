import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { closingWindows } from '../../../common/api/tender-constants.ts';
import { formatCount } from '../../../common/format.ts';
import { tenderCountsQuery } from '../../api/public-tenders.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSection, Stat } from './home-section.tsx';

/** Spec §2 statistics: active, opening today, closing today, upcoming, results; events have no source yet. */
export function HomeStatistics() {
  const { t } = useTranslation(['tenders', 'common', 'home']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(tenderCountsQuery);
  const n = (value: number | undefined) => (value === undefined ? '…' : formatCount(value));
  return (
    <HomeSection id="home-statistics" title={t('home:statistics')}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" aria-busy={!data}>
          <Stat
            label={t('home:active')}
            value={n(data?.active)}
            href={`${to('latestactivetenders')}?bidding=open`}
          />
          <Stat label={t('home:openingToday')} value={n(data?.openingToday)} href={to('openingtoday')} />
          <Stat
            label={t('home:closingToday')}
            value={n(data?.closing.today)}
            href={`${to('latestactivetenders')}?closing=today`}
          />
          <Stat
            label={t('home:upcoming')}
            value={n(data?.upcoming)}
            href={`${to('latestactivetenders')}?bidding=upcoming`}
          />
          <Stat label={t('home:results')} value={n(data?.awarded)} href={to('bidawards')} />
          <Stat label={t('home:events')} value="—" />
        </SimpleGrid>
      )}
      {!isError && (
        <Text size="sm" mt="xs">
          {t('home:noEvents')}
        </Text>
      )}
    </HomeSection>
  );
}

/** Spec §2 "tenders by due date" with the §9 windows: today, tomorrow, 7, 15 and 30 days. */
export function HomeDueDates() {
  const { t } = useTranslation(['tenders', 'common', 'home']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(tenderCountsQuery);
  return (
    <HomeSection id="home-due" title={t('home:dueDates')}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
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
