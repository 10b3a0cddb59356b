import type { ImageCategory, PublicImage } from '../../common/api/images.ts';
import { apiFetch } from './client.ts';

/**
 * The public images (issue #27 item 4): here, not in a feature folder, because the home page,
 * the gallery page and the footer all read them (decision 036). Which are shown is the server
 * query's (approved, today inside the validity window, the page's language; decision 054).
 */
export function publicImagesQuery(category: ImageCategory, lang: 'en' | 'as', limit = 100) {
  return {
    queryKey: ['public-images', category, lang, limit] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiFetch<{ items: PublicImage[] }>(`/public/images?category=${category}&lang=${lang}&limit=${limit}`, {
        signal,
      }),
    staleTime: 60_000,
  };
}
