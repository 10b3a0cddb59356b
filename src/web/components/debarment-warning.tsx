import { Alert, List, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  type DebarmentMatch,
  type DebarmentSearchResult,
  debarredOn,
  normaliseName,
} from '../../common/api/bidders.ts';
import { apiFetch } from '../api/client.ts';
import { dateOnly } from '../lib/display-format.ts';

/**
 * Issue #28 item 4: "when an AoC names a bidder who is debarred on the award date, the AoC form
 * warns the creator and the publisher, and the publisher must give remarks to proceed". The
 * notice itself, from the debarments the server found (the award's `debarments`).
 */
export function DebarmentNotice({ matches }: { matches: DebarmentMatch[] }) {
  // The bidders catalogue is loaded only when there is something to say: the forms that show
  // this must not wait for (suspend on) a catalogue they usually do not need.
  const { t, ready } = useTranslation('bidders', { useSuspense: false });
  if (matches.length === 0 || !ready) return null;
  return (
    <Alert color="red" variant="outline" role="alert" title={t('aoc.warningTitle')}>
      <List size="sm" spacing={4}>
        {matches.map((m) => (
          <List.Item key={`${m.debarredBy}|${m.registrationNo}`}>
            {t('aoc.warning', {
              name: m.name,
              organisation: m.debarredBy,
              from: dateOnly(m.debarredFrom),
              to: m.debarredTo ? dateOnly(m.debarredTo) : t('list.untilFurtherOrders'),
              reason: m.reason,
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {t('aoc.remarksNote')}
      </Text>
    </Alert>
  );
}

/**
 * The same warning while a form is being filled: the firm's names as typed and the award date,
 * checked against the public debarment search with the server's own rule (the whole name,
 * whatever the case, punctuation or "M/s"; `debarredOn` the day), before anything is saved.
 */
export function DebarmentWarning({
  names,
  day,
}: {
  names: (string | null | undefined)[];
  day: string | null;
}) {
  const keys = [...new Set(names.filter((n): n is string => !!n?.trim()).map((n) => n.trim()))].filter(
    (n) => normaliseName(n).length >= 3,
  );
  const results = useQueries({
    queries: keys.map((q) => ({
      queryKey: ['bidder-registers', 'debarment', q],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<DebarmentSearchResult>(`/public/debarment-search?${new URLSearchParams({ q })}`, { signal }),
      enabled: !!day,
      staleTime: 60_000,
    })),
  });
  if (!day) return null;
  const wanted = new Set(keys.map(normaliseName));
  const found = new Map<string, DebarmentMatch>();
  for (const r of results)
    for (const m of r.data?.matches ?? [])
      if (wanted.has(normaliseName(m.name)) && debarredOn(m, day))
        found.set(`${m.debarredBy}|${m.registrationNo}`, { ...m, debarredToday: true });
  return found.size > 0 ? <DebarmentNotice matches={[...found.values()]} /> : null;
}
