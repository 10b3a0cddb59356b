import { CorrigendumPreviewPage } from '../features/epublish/corrigendum-preview-page.tsx';
import { TenderFullViewBody } from '../features/tenders/tender-full-view-page.tsx';

/**
 * Spec §2 directpurchasecorrigendumpreview (issue #11 item 3): the tender as it will read after
 * the corrigendum, in the public full view's own body, joined here because features do not
 * import each other (as epublish-preview.tsx does for the tender; docs/decisions/025).
 */
export function DirectPurchaseCorrigendumPreviewPage() {
  return <CorrigendumPreviewPage FullView={TenderFullViewBody} />;
}
