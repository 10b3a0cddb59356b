import { AwardPreviewPage } from '../features/epublish/award-preview-page.tsx';
import { TenderFullViewBody } from '../features/tenders/tender-full-view-page.tsx';

/**
 * Spec §2 aocpreview (issue #11 item 4): the award of contract in the public aocfullview's own
 * body, joined here because features do not import each other (as epublish-preview.tsx does
 * for the tender; docs/decisions/026).
 */
export function AocPreviewPage() {
  return <AwardPreviewPage FullView={TenderFullViewBody} />;
}
