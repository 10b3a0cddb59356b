import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { FieldErrorText } from './field-error.tsx';
import { useFormScope } from './form-scope.ts';

/**
 * A list of values the user adds to and removes from (a tender's covers and documents, an
 * award's parties, EMD amounts), on react-hook-form's useFieldArray: each row keeps a stable key
 * as rows are removed, and only the list re-renders when it changes, not the form. Its own
 * module: pages without a list (the public login) never load useFieldArray's code.
 * `row(path, index)` draws one row's fields (path = `name.index`); `blank()` is a new row;
 * `words` label the add and each row's remove button (their accessible names say which row).
 */
export function ArrayField({
  name,
  legend,
  hint,
  row,
  blank,
  words,
  empty,
}: {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  row(path: string, index: number): ReactNode;
  blank?(): unknown;
  /** The buttons' text; `addName`/`removeName` their accessible names when they say more. */
  words: { add?: string; addName?: string; remove: string; removeName?(index: number): string };
  empty?: ReactNode;
}) {
  const { idPrefix } = useFormScope();
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Fieldset legend={legend} id={`${idPrefix}${name}`} tabIndex={-1}>
      <Stack gap="sm">
        {hint}
        <FieldErrorText name={name} />
        {fields.length === 0 && empty}
        {fields.map((field, i) => (
          <Group key={field.id} align="flex-start" wrap="wrap" gap="md">
            {row(`${name}.${i}`, i)}
            <Button
              variant="subtle"
              color="red"
              mt={24}
              onClick={() => remove(i)}
              aria-label={words.removeName?.(i)}
            >
              {words.remove}
            </Button>
          </Group>
        ))}
        {blank && words.add && (
          <Button
            variant="outline"
            w="fit-content"
            onClick={() => append(blank() as never)}
            aria-label={words.addName}
          >
            {words.add}
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
