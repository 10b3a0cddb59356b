import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { AnnouncementDisplayPage } from './announcement-display-page.tsx';
import { ContentDocumentsPage } from './content-documents-page.tsx';
import { PublicTrainingsPage } from './public-trainings-page.tsx';
import { TextContentPage } from './text-content-page.tsx';

/**
 * The public pages of the content area behind one lazy import (issue #27): the six guideline
 * lists, announcementdisplay, alertbox and trainings. Every lazy import is named in the shell,
 * every public page's first load (decision 019, at its budget): one here, not eight. The photo
 * gallery is its own import (page-registry.tsx): its images catalogue and image component are
 * no part of the document pages' first load, which then has room for the content catalogue's
 * testimonial keys (issue #27 item 7).
 */
export function ContentPublicPage() {
  const routeId = useCurrentRouteId();
  if (routeId === 'trainings') return <PublicTrainingsPage />;
  if (routeId === 'textcontentsave') return <TextContentPage />;
  return routeId === 'announcementdisplay' || routeId === 'alertbox' ? (
    <AnnouncementDisplayPage />
  ) : (
    <ContentDocumentsPage />
  );
}
