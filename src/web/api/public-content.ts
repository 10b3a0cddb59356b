import type {
  PublicAnnouncement,
  PublicContentDocument,
  PublicTestimonial,
  PublicTraining,
} from '../../common/api/content.ts';
import type { Paged } from '../../common/api/paging.ts';
import { apiFetch } from './client.ts';

/**
 * Fetchers of the public content API (issue #27): here, not in a feature folder, because the
 * home page and the content pages both read them (decision 036: features do not import each
 * other).
 */

/** Announcements shown today: the server's query decides the window (decision 044). */
export const publicAnnouncementsQuery = {
  queryKey: ['public-content', 'announcements'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ items: PublicAnnouncement[] }>('/public/announcements', { signal }),
};

export function publicDocumentsQuery(query: string) {
  return {
    queryKey: ['public-content', 'documents', query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<Paged<PublicContentDocument>>(`/public/content/documents?${query}`, { signal }),
  };
}

export const publicDocumentHref = (id: number) => `/api/v1/public/content/documents/${id}/file`;

/** Trainings not yet ended (published, running, cancelled with the reason), soonest first. */
export const publicTrainingsQuery = {
  queryKey: ['public-content', 'trainings'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    apiFetch<{ items: PublicTraining[] }>('/public/trainings', { signal }),
};

/** One published, unexpired document (textcontentsave?id=N; decision 043). */
export function publicDocumentQuery(id: number) {
  return {
    queryKey: ['public-content', 'document', id] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<PublicContentDocument>(`/public/content/documents/${id}`, { signal }),
  };
}

/**
 * The home page's testimonials (spec §2 Home screen; issue #27 item 7): the newest published,
 * unexpired ones in the visitor's language; the server's query decides (decision 044).
 */
export function publicTestimonialsQuery(lang: 'en' | 'as') {
  return {
    queryKey: ['public-content', 'testimonials', lang] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<{ items: PublicTestimonial[] }>(`/public/testimonials?lang=${lang}`, { signal }),
  };
}
