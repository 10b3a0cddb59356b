import { useTranslation } from 'react-i18next';
import type { EpublishAward } from '../../../common/api/epublish-awards.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { DebarmentNotice } from '../../components/debarment-warning.tsx';
import { awardDocumentHref, awardItemQuery, awardPreviewQuery } from './award-api.ts';
// The ePublish preview's shared pieces (decisions 024, 025), as the tender's and corrigendum's.
import * as shared from './epublish-preview-page.tsx';

/** The tenders' decision panel with the award's endpoint, words and form (to fix refused fields). */
const awardDecision = { resource: 'awards', messages: 'award.decision', form: 'aocupdate' } as const;

/**
 * Spec §2 aocpreview?id=N (issue #11 item 4): the tender's award-of-contract full view as the
 * public will read it once published (the public aocfullview's own body, fed by the preview
 * endpoint), then the history with remarks and the workflow steps this user may take now (the
 * shared ePublish decision panel, spec §4).
 */
export function AwardPreviewPage({ FullView }: { FullView: shared.FullViewBody }) {
  const { t } = useTranslation(['epublish', 'common', 'routes']);
  // Where the award stands: edited on aocupdate; once published, read on its tender's
  // aocfullview permalink (the award has none of its own).
  const status = (award: EpublishAward) => ({
    item: { ...award, publishedUid: award.state === 'published' ? award.tender.publishedUid : null },
    body: t('award.preview.body', { reference: award.tender.referenceNo ?? `#${award.tender.id}` }),
    edit: ['aocupdate', 'award.preview.edit'] as [RouteId, string],
    publicView: ['aocfullview', 'award.preview.publicView'] as [RouteId, string],
  });
  return (
    <shared.PreviewFrame
      itemQuery={awardItemQuery}
      previewQuery={awardPreviewQuery}
      title={t('routes:aocpreview')}
      missing={t('award.preview.missing')}
    >
      {(award, tender) => (
        <>
          <shared.PreviewStatus {...status(award)} />
          <div className="epublish-preview">
            <FullView
              tender={tender}
              routeId="aocfullview"
              // The tender's own documents through the ePublish endpoint, as its preview does;
              // the award's letter and agreement are not public before it is published.
              documentHref={(fileId) => `/api/v1/epublish/tenders/${award.tender.id}/documents/${fileId}`}
              awardDocumentHref={(fileId) => awardDocumentHref(award.id, fileId)}
            />
          </div>
          <shared.HistorySection item={award} />
          {/* Issue #28 item 4: the bidder debarred on the award date; publishing needs remarks. */}
          <DebarmentNotice matches={award.debarments ?? []} />
          <shared.EpublishDecision item={award} itemQuery={awardItemQuery(award.id)} {...awardDecision} />
        </>
      )}
    </shared.PreviewFrame>
  );
}
