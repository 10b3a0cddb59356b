import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The shared look of the system pages: one heading, an explanation, next steps. */
export function SystemMessage({
  heading,
  body,
  actions,
  tone = 'info',
}: {
  heading: string;
  body: string;
  actions?: ReactNode;
  tone?: 'info' | 'error';
}) {
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{heading}</Title>
      <Alert
        color={tone === 'error' ? 'red' : 'brand'}
        variant="outline"
        role={tone === 'error' ? 'alert' : undefined}
      >
        <Text>{body}</Text>
      </Alert>
      {actions && <Group>{actions}</Group>}
    </Stack>
  );
}
