import { Fieldset, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** How many messages a value's errors hold (a list's items each count; a group's own message too). */
export function countErrors(error: unknown): number {
  if (!error || typeof error !== 'object') return 0;
  const own = typeof (error as { message?: unknown }).message === 'string' ? 1 : 0;
  let inner = 0;
  for (const [key, value] of Object.entries(error))
    if (key !== 'message' && key !== 'type' && key !== 'ref' && key !== 'types') inner += countErrors(value);
  return own + inner;
}

/**
 * A titled group of a long form (style.md §9: a form of eighty fields reads as its parts): a
 * fieldset whose legend is a heading, and, after a refused submit, how many errors the group
 * holds beside its title, so a user scrolling a long form sees where to look (the error summary
 * above lists each). `names` are the values the group holds (paths; a list counts all its
 * items); the group subscribes to their errors only. `grid` lays the fields out in two columns
 * from a tablet up.
 */
export function FormSection({
  id,
  title,
  names,
  grid,
  children,
}: {
  id: string;
  title: string;
  names: readonly string[];
  grid?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { errors } = useFormState({ name: names as string[] });
  const count = names.reduce((n, name) => n + countErrors(get(errors, name)), 0);
  return (
    <Fieldset
      id={`section-${id}`}
      legend={
        <Title order={2} size="h4" id={`section-${id}-title`}>
          {title}
          {count > 0 && (
            <Text component="span" c="red.8" size="sm" fw={600} ms="sm" data-testid={`section-${id}-errors`}>
              {t('form.sectionErrors', { count })}
            </Text>
          )}
        </Title>
      }
      aria-labelledby={`section-${id}-title`}
    >
      {grid ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="sm">
          {children}
        </SimpleGrid>
      ) : (
        <Stack gap="sm">{children}</Stack>
      )}
    </Fieldset>
  );
}
