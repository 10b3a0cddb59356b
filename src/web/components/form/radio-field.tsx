import { Group, Radio } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Common, Field } from './field.tsx';

/**
 * A radio group: the group's id is the path, so the error summary's link lands on its first
 * input (govuk-frontend). Options are [value, label] pairs; `numeric` stores a number,
 * `boolean` stores true/false for the values 'yes'/'no' (a party qualified or not).
 */
export function RadioField({
  name,
  label,
  description,
  options,
  numeric,
  boolean,
  required,
}: Common & {
  label: ReactNode;
  description?: ReactNode;
  options: [string, ReactNode][];
  numeric?: boolean;
  boolean?: boolean;
  required?: boolean;
}) {
  return (
    <Field<string>
      name={name}
      format={(v) => (boolean ? yesNo(v) : v === null || v === undefined ? '' : String(v))}
      parse={(v) => (boolean ? v === 'yes' : numeric ? Number(v) : v)}
    >
      {({ ref, value, onChange, onBlur, id, error }) => (
        <Radio.Group
          id={id}
          label={label}
          description={description}
          value={value}
          onChange={onChange}
          error={error}
          required={required}
        >
          <Group mt={6}>
            {options.map(([v, text], i) => (
              <Radio
                key={v}
                value={v}
                label={text}
                name={name}
                onBlur={onBlur}
                ref={i === 0 ? ref : undefined}
              />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Field>
  );
}

/** A boolean as the radio group's value: true 'yes', false 'no', nothing chosen ''. */
function yesNo(v: unknown): string {
  if (v === true) return 'yes';
  return v === false ? 'no' : '';
}
