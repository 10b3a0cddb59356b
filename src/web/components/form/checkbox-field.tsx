import { Checkbox } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Common, Field } from './field.tsx';

/** A yes/no value (a flag of the tender, a menu granted): the form value is a boolean. */
export function CheckboxField({
  name,
  label,
  description,
}: Common & { label: ReactNode; description?: ReactNode }) {
  return (
    <Field<boolean> name={name} format={(v) => Boolean(v)}>
      {({ value, onChange, ...input }) => (
        <Checkbox
          {...input}
          label={label}
          description={description}
          checked={value}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      )}
    </Field>
  );
}
