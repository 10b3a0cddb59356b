import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { AnnouncementDisplayPage } from './announcement-display-page.tsx';
import { ContentDocumentsPage } from './content-documents-page.tsx';
import { GalleryPage } from './gallery-page.tsx';
import { PublicTrainingsPage } from './public-trainings-page.tsx';
import { TextContentPage } from './text-content-page.tsx';

/**
 * The public pages of the content area behind one lazy import (issue #27): the six guideline
 * lists, announcementdisplay, alertbox, trainings and the photo gallery. Every lazy import is named in the shell, every public
 * page's first load (decision 019, at its budget): one here, not eight.
 */
export function ContentPublicPage() {
  const routeId = useCurrentRouteId();
  if (routeId === 'trainings') return <PublicTrainingsPage />;
  if (routeId === 'gallery') return <GalleryPage />;
  if (routeId === 'textcontentsave') return <TextContentPage />;
  return routeId === 'announcementdisplay' || routeId === 'alertbox' ? (
    <AnnouncementDisplayPage />
  ) : (
    <ContentDocumentsPage />
  );
}
