import { Loader } from '@mantine/core';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useAskingCount, useBusyCount } from '../lib/busy.ts';

/**
 * Spec §4: "A loading overlay shows while calls are in flight." It appears only after a short
 * delay, so fast calls do not flash it, and it announces itself to screen readers. Calls are
 * navigations, queries, mutations and form kit submissions (lib/busy.ts: direct submissions).
 */
export function LoadingOverlay({ forced = false, delayMs = 300 }: { forced?: boolean; delayMs?: number }) {
  const navigation = useNavigation().state;
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const submitting = useBusyCount();
  // Not over a question the user must answer (a confirmation asked in the middle of a submit).
  const asking = useAskingCount() > 0;
  const busy =
    forced || (!asking && (navigation !== 'idle' || fetching > 0 || mutating > 0 || submitting > 0));
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), forced ? 0 : delayMs);
    return () => clearTimeout(timer);
  }, [busy, forced, delayMs]);

  if (!visible) return null;
  return <LoadingIndicator />;
}

function LoadingIndicator() {
  const { t, ready } = useTranslation(undefined, { useSuspense: false });
  const label = ready ? t('loading') : 'Loading…';
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
