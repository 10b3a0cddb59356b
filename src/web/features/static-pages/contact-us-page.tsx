import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import type { ContentPage } from './content.ts';
import { ContentSections } from './content-sections.tsx';

export function ContactUsPage() {
  const { t } = useTranslation(['static-pages', 'common']);
  const page = t('contactus', { returnObjects: true }) as ContentPage;
  return (
    <Stack gap="md" maw={860}>
      <PageHeading routeId="contactus" />
      <Text size="lg">{page.lead}</Text>
      <Paper withBorder p="md" component="address" style={{ fontStyle: 'normal' }}>
        <Title order={2} size="h4" mb={4}>
          {t('common:contact.postalAddress')}
        </Title>
        <Text>{t('common:contact.address')}</Text>
      </Paper>
      <ContentSections sections={page.sections} />
    </Stack>
  );
}
