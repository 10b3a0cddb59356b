import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VisitCount } from '../../../common/api/visits.ts';
import { formatCount } from '../../../common/format.ts';
import { apiFetch } from '../../api/client.ts';

const countedKey = 'spp_visit_counted';

/**
 * Spec §2 footer "visit count", §7 visitor count: a visit is counted once per browser session
 * (the flag in sessionStorage holds nothing sensitive), later page views only read the total.
 */
export async function fetchVisitCount(): Promise<VisitCount> {
  if (sessionStorage.getItem(countedKey)) return apiFetch<VisitCount>('/public/visits');
  const result = await apiFetch<VisitCount>('/public/visits', { method: 'POST' });
  sessionStorage.setItem(countedKey, '1');
  return result;
}

export function VisitCounter() {
  const { t } = useTranslation();
  const { data, isError } = useQuery({
    queryKey: ['visits'],
    queryFn: fetchVisitCount,
    staleTime: 60_000,
    // Counted by the visitor's browser, never by the server rendering the page (decision 030).
    meta: { clientOnly: true },
  });
  if (isError) return <Text size="sm">{t('footer.visitorsUnavailable')}</Text>;
  if (!data) return null;
  return (
    <Text size="sm" data-testid="visit-count">
      {t('footer.visitors', { count: data.count, formatted: formatCount(data.count) })}
    </Text>
  );
}
