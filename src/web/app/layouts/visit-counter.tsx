import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VisitCount } from '../../../common/api/visits.ts';
import { formatCount } from '../../../common/format.ts';
import { apiFetch } from '../../api/client.ts';

const countedKey = 'spp_visit_counted';

/**
 * Spec §2 footer "visit count", §7 visitor count: a visit is counted once per browser session
 * (the server keeps it to once by a cookie, modules/visits/service.ts; the flag in
 * sessionStorage only saves the write), later page views only read the total. The server,
 * rendering a public page, only reads: it has counted the visit before it renders
 * (docs/decisions/031).
 */
export async function fetchVisitCount(): Promise<VisitCount> {
  if (typeof sessionStorage === 'undefined' || sessionStorage.getItem(countedKey))
    return apiFetch<VisitCount>('/public/visits');
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
  });
  if (isError) return <Text size="sm">{t('footer.visitorsUnavailable')}</Text>;
  if (!data) return null;
  return (
    <Text size="sm" data-testid="visit-count">
      {t('footer.visitors', { count: data.count, formatted: formatCount(data.count) })}
    </Text>
  );
}
