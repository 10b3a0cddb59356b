import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { AnnouncementApprovalPage } from './announcement-approval-page.tsx';
import { AnnouncementEntryPage } from './announcement-entry-page.tsx';
import { ContentApprovalPage } from './content-approval-page.tsx';
import { ContentEntryPage } from './content-entry-page.tsx';
import { TrainingCreationPage, TrainingDecisionPage } from './training-pages.tsx';

/**
 * The logged-in pages of the content area behind one lazy import (issue #27): the shell, every
 * public page's first load, names each lazy import with its chunks (decision 019).
 */
export function ContentAdminPage() {
  const routeId = useCurrentRouteId();
  switch (routeId) {
    case 'contententryformapproval':
      return <ContentApprovalPage />;
    case 'announcemententryform':
      return <AnnouncementEntryPage />;
    case 'trainingcreation':
      return <TrainingCreationPage />;
    case 'trainingcontentapproval':
    case 'canceltraining':
      return <TrainingDecisionPage />;
    case 'announcementapproval':
    case 'announcementapprovalId':
      return <AnnouncementApprovalPage />;
    default:
      return <ContentEntryPage />;
  }
}
