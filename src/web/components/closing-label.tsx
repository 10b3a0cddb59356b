import { useTranslation } from 'react-i18next';
import { type ClosingUrgency, closingUrgency } from '../../common/urgency.ts';
import { useNow } from '../lib/render-hints.ts';

/** The words of an urgency (catalogue `common:urgency.*`, plural forms by i18next). */
export function useUrgencyText(): (urgency: ClosingUrgency) => string {
  const { t } = useTranslation('common');
  return (u) => ('count' in u ? t(`urgency.${u.key}`, { count: u.count }) : t(`urgency.${u.key}`));
}

/**
 * Issue #14 item 5: how soon a tender closes ("Closes in 3 h", "Closes today", "Closed"),
 * beside its closing time wherever one shows. Emphasised within a day of the deadline. Given the
 * tender's `status`, a cancelled tender gets none.
 */
export function ClosingLabel({ closingAt, status }: { closingAt: string | null; status?: string }) {
  // The render's time while hydrating, then the clock (lib/render-hints.ts): "closes in 3 h"
  // stays true on an open page and never differs from the server's markup.
  const now = useNow();
  const words = useUrgencyText();
  // A cancelled tender closes for no one: no countdown beside its date (issue #24 item 3).
  if (!closingAt || status === 'cancelled') return null;
  const urgency = closingUrgency(new Date(closingAt), new Date(now));
  const tone =
    urgency.key === 'closed'
      ? 'closed'
      : urgency.key === 'minutes' || urgency.key === 'hours' || urgency.key === 'today'
        ? 'urgent'
        : 'later';
  return (
    <span className={`closing-label closing-label--${tone}`} data-urgency={urgency.key}>
      {words(urgency)}
    </span>
  );
}
