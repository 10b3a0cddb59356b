import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicImagesQuery } from '../../api/public-images.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { imageListStyles, ResponsiveImage } from '../../components/responsive-image.tsx';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 public gallery (issue #27 item 4; decision 054): the approved photographs inside their
 * validity window, by priority, in the visitor's language (name as alt text and caption, with
 * place and date). Plain HTML and CSS (a grid of figures), server-rendered; each image is a
 * resized copy with srcset and its width and height. Which are shown is the server's query.
 */
export function GalleryPage() {
  // Its one message is in the content catalogue, which every page behind the content area's
  // public import loads anyway: the images catalogue (the admin screens') stays out of the
  // guideline pages' first load (issue #13 budget).
  const { t } = useTranslation(['content', 'common', 'routes']);
  const { lang } = usePrefix();
  const { data, error } = useQuery(publicImagesQuery('gallery', lang));
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:gallery')}</Title>
      {error ? (
        <ApiErrorAlert error={error} />
      ) : !data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text>{t('gallery.none')}</Text>
      ) : (
        <ul style={imageListStyles.grid} aria-label={t('routes:gallery')}>
          {data.items.map((image) => {
            const name = lang === 'as' ? image.nameAs : image.nameEn;
            return (
              <li key={image.id}>
                <figure style={imageListStyles.figure}>
                  <ResponsiveImage
                    image={image}
                    alt={name}
                    sizes="(min-width: 62em) 400px, (min-width: 36em) 50vw, 100vw"
                  />
                  <figcaption>
                    {name}
                    <br />
                    <Text span size="sm" c="dimmed">
                      {[image.location, dateOnly(image.displayDate)].filter(Boolean).join(' · ')}
                    </Text>
                  </figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      )}
    </Stack>
  );
}
