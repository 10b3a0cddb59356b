import { Checkbox, SimpleGrid } from '@mantine/core';
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

/**
 * Several choices as check boxes (a user's roles): the form value is the array of the checked
 * values, [] when none. The group's id is the path (the error summary's link lands on it).
 */
export function CheckboxGroupField({
  name,
  label,
  options,
  required,
}: Common & { label: ReactNode; options: [string, ReactNode][]; required?: boolean }) {
  return (
    <Field<string[]> name={name} format={(v) => (Array.isArray(v) ? v.map(String) : [])}>
      {({ id, value, onChange, error }) => (
        <Checkbox.Group
          id={id}
          label={label}
          withAsterisk={required}
          value={value}
          onChange={onChange}
          error={error}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing={6}>
            {options.map(([v, text]) => (
              <Checkbox key={v} value={v} label={text} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
    </Field>
  );
}
