import { List, Stack, Text, Title } from '@mantine/core';
import type { ContentSection } from './content.ts';

export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <section key={section.heading}>
          <Title order={2} size="h3" mb="xs">
            {section.heading}
          </Title>
          {section.paragraphs?.map((p) => (
            <Text key={p} mb="xs">
              {p}
            </Text>
          ))}
          {section.list && (
            <List spacing={4} withPadding>
              {section.list.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          )}
        </section>
      ))}
    </Stack>
  );
}
