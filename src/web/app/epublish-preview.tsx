import { EpublishPreviewPage } from '../features/epublish/epublish-preview-page.tsx';
import { TenderFullViewBody } from '../features/tenders/tender-full-view-page.tsx';

/**
 * Spec §2 directpurchasepreview (issue #11 item 3): the ePublish preview around the public full
 * view's own body. Features do not import each other, so the app joins the two here
 * (docs/decisions/024); both load only with this logged-in page.
 */
export function DirectPurchasePreviewPage() {
  return <EpublishPreviewPage FullView={TenderFullViewBody} />;
}
