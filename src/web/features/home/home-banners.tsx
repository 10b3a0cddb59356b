import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicImagesQuery } from '../../api/public-images.ts';
import { imageListStyles, ResponsiveImage } from '../../components/responsive-image.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 Home screen "banners" (issue #27 item 4): the approved banners inside their window, in
 * the visitor's language (alt text too), side by side in a strip that scrolls (CSS scroll
 * snapping, no script). Each is a resized copy with its width and height (no layout shift); the
 * first loads eagerly. Nothing is drawn when there is no banner.
 */
export function HomeBanners() {
  const { t } = useTranslation('home');
  const { lang } = usePrefix();
  const { data } = useQuery(publicImagesQuery('banner', lang));
  if (!data || data.items.length === 0) return null;
  return (
    <section aria-label={t('home:banners')}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling strip must be reachable by keyboard (axe scrollable-region-focusable) */}
      <ul style={imageListStyles.strip} tabIndex={0} aria-label={t('home:banners')}>
        {data.items.map((image, i) => (
          <li key={image.id} style={imageListStyles.banner}>
            <ResponsiveImage
              image={image}
              alt={lang === 'as' ? image.nameAs : image.nameEn}
              sizes="(min-width: 75em) 1200px, 100vw"
              eager={i === 0}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
