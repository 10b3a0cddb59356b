import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicTraining } from '../../../common/api/content.ts';
import { publicTrainingsQuery } from '../../api/public-content.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { ExternalLink } from '../../components/external-link.tsx';
import { dateOnly, dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/** A training's start and end, dd-mm-yyyy hh:mm IST (§9). */
export const when = (t: { startsAt: string; endsAt: string }) =>
  `${dateTime(t.startsAt)} – ${dateTime(t.endsAt)}`;

/** The title and description in the visitor's language (issue #27: written in both). */
export const trainingText = (tr: PublicTraining, lang: string) => ({
  title: lang === 'as' ? tr.titleAs : tr.titleEn,
  description: lang === 'as' ? (tr.descriptionAs ?? tr.descriptionEn) : tr.descriptionEn,
});

/**
 * Spec §2 public trainings (issue #27 item 3): the trainings not yet ended, soonest first, in the
 * visitor's language: when, where (or the link), running now, and a cancelled one with its reason.
 * Which are shown is the server query's (its clock; decision 044): the page compares no dates.
 */
export function PublicTrainingsPage() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const { lang } = usePrefix();
  const { data, error } = useQuery(publicTrainingsQuery);
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:trainings')}</Title>
      {error ? (
        <ApiErrorAlert error={error} />
      ) : !data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text>{t('trainings.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
          {data.items.map((tr) => {
            const text = trainingText(tr, lang);
            return (
              <Card component="li" key={tr.id} withBorder padding="md">
                <Title order={2} size="h4">
                  {text.title}
                </Title>
                {text.description && <Text mt="xs">{text.description}</Text>}
                <Text size="sm" mt="xs">
                  {when(tr)}
                  {tr.state === 'active' ? ` · ${t('trainingStates.active')}` : ''}
                </Text>
                {tr.venue && <Text size="sm">{tr.venue}</Text>}
                {tr.link && tr.state !== 'cancelled' && (
                  <ExternalLink href={tr.link}>{t('trainings.join')}</ExternalLink>
                )}
                {tr.state === 'cancelled' && (
                  <Text size="sm" fw={600}>
                    {t('trainings.cancelledBecause', {
                      reason: tr.cancellationReason,
                      day: dateOnly(tr.cancelledOn),
                    })}
                  </Text>
                )}
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
