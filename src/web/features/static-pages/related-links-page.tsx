import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from '../../components/external-link.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import type { RelatedLinksContent } from './content.ts';

/** Spec §1: related government sites; every external link asks for confirmation first (§8). */
export function RelatedLinksPage() {
  const { t } = useTranslation('static-pages');
  const content = t('relatedlinks', { returnObjects: true }) as RelatedLinksContent;
  return (
    <Stack gap="md" maw={860}>
      <PageHeading routeId="relatedlinks" />
      <Text size="lg">{content.lead}</Text>
      <List spacing="sm" listStyleType="none">
        {content.links.map((link) => (
          <List.Item key={link.url}>
            <ExternalLink href={link.url} fw={600}>
              {link.label}
            </ExternalLink>
            <Text size="sm">{link.description}</Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
