import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { publicImagesQuery } from '../../api/public-images.ts';
import { imageListStyles, ResponsiveImage } from '../../components/responsive-image.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSection } from './home-section.tsx';

/** How many photographs the home page shows; the rest are on the gallery page. */
const homePhotos = 6;

/**
 * Spec §2 Home screen "photo gallery" (issue #27 item 4): the first approved photographs by
 * priority, each with its name in the visitor's language as caption and alt text; the gallery
 * page has them all.
 */
export function HomeGallery() {
  const { t } = useTranslation(['tenders', 'common', 'routes', 'home']);
  const { to, lang } = usePrefix();
  const { data, isError } = useQuery(publicImagesQuery('gallery', lang, homePhotos));
  return (
    <HomeSection id="home-gallery" title={t('home:gallery')}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text>{t('home:noGallery')}</Text>
      ) : (
        <ul style={imageListStyles.grid}>
          {data.items.map((image) => (
            <li key={image.id}>
              <figure style={imageListStyles.figure}>
                <ResponsiveImage
                  image={image}
                  alt={lang === 'as' ? image.nameAs : image.nameEn}
                  sizes="(min-width: 62em) 400px, (min-width: 36em) 50vw, 100vw"
                />
                <figcaption>{lang === 'as' ? image.nameAs : image.nameEn}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
      {data && data.items.length > 0 && (
        <Anchor component={Link} to={to('gallery')} mt="sm" display="inline-block">
          {t('routes:gallery')}
        </Anchor>
      )}
    </HomeSection>
  );
}
