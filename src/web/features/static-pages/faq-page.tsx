import { Accordion, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import type { FaqContent } from './content.ts';

export function FaqPage() {
  const { t } = useTranslation('static-pages');
  const faq = t('faq', { returnObjects: true }) as FaqContent;
  return (
    <Stack gap="md" maw={860}>
      <PageHeading routeId="faq" />
      <Text size="lg">{faq.lead}</Text>
      {faq.groups.map((group) => (
        <section key={group.heading}>
          <Title order={2} size="h3" mb="xs">
            {group.heading}
          </Title>
          <Accordion variant="separated" multiple>
            {group.items.map((item) => (
              <Accordion.Item key={item.q} value={item.q}>
                <Accordion.Control>
                  <Title order={3} size="h5" fw={500} component="span">
                    {item.q}
                  </Title>
                </Accordion.Control>
                <Accordion.Panel>{item.a}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}
