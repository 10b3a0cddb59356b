import { Card, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { publicTestimonialsQuery } from '../../api/public-content.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSection, plainList } from './home-section.tsx';

/**
 * Spec §2 Home screen "testimonials" (issue #27 item 7, "testimonials (a content type)"): the
 * newest published testimonials in the visitor's language, each its quote with the person's name
 * and designation or organisation. Which are shown (published, not expired) is the server query's
 * (its clock, decision 044): nothing here compares dates, so the server's render and hydration
 * agree; none: the empty state says so.
 */
export function HomeTestimonials() {
  const { t } = useTranslation(['tenders', 'common', 'home']);
  const { lang } = usePrefix();
  const { data, isError } = useQuery(publicTestimonialsQuery(lang));
  return (
    <HomeSection id="home-testimonials" title={t('home:testimonials')}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text>{t('home:noTestimonials')}</Text>
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, md: 3 }} spacing="sm" p={0} m={0} style={plainList}>
          {data.items.map((item) => (
            <li key={item.id}>
              <Card component="figure" withBorder padding="md" m={0} h="100%">
                <Text component="blockquote" m={0}>
                  {item.quote}
                </Text>
                <Text component="figcaption" size="sm" mt="sm">
                  <Text span fw={600} inherit>
                    {item.personName}
                  </Text>
                  <br />
                  {item.personRole}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </HomeSection>
  );
}
