import { useTranslation } from 'react-i18next';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { formatCount } from '../../../common/format.ts';
import { ExtraSection } from './tender-extra.tsx';

/**
 * Issue #32 item 2 (decision 057): a GeM bid's own fields, as GeM names them — the buyer's
 * ministry or state, department and organisation, the item category and its quantity (the bid
 * number is the header's reference and Tender ID, start and end are the critical dates). The
 * bid's page on GeM is the header's link (SourceRecordLink with GemRecordLabel), through the
 * spec §8 confirmation. Its words are a catalogue of their own (`gem`), read only by GeM bids'
 * full views, so the lists' first load does not carry them (scripts/check-bundle-size.ts).
 */
export function GemBidSection({ tender }: { tender: TenderDetail }) {
  const gem = tender.extra.gem;
  if (!gem) return null;
  return <GemBidRows tender={tender} gem={gem} />;
}

function GemBidRows({
  tender,
  gem,
}: {
  tender: TenderDetail;
  gem: NonNullable<TenderDetail['extra']['gem']>;
}) {
  const { t } = useTranslation('gem');
  return (
    <ExtraSection
      id="gem-bid"
      title={t('section')}
      rows={[
        [t('ministry'), gem.ministry],
        [t('department'), gem.department],
        [t('organisation'), gem.organisation],
        [t('itemCategory'), tender.productCategory ?? tender.title],
        [t('quantity'), formatCount(gem.quantity)],
      ]}
    />
  );
}

/** "View this bid on GeM": the words of a GeM bid's own page link. */
export function GemRecordLabel() {
  const { t } = useTranslation('gem');
  return <>{t('viewOnGem')}</>;
}
