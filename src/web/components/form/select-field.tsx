import { NativeSelect, type NativeSelectProps, Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type Common, Field } from './field.tsx';

/**
 * A select over string options; `numeric` stores the choice as a number (status 0/1, ids); an
 * empty choice is `empty` in the form ('' unless told: null for an optional id). `onChosen`
 * runs after a choice by the user (a cascade clears the levels below). Searchable and clearable
 * selects say "nothing found" in the page's language.
 */
export function SelectField({
  name,
  numeric,
  empty = '',
  onChosen,
  ...rest
}: Common & {
  numeric?: boolean;
  empty?: '' | null;
  onChosen?(value: string | null): void;
} & Omit<SelectProps, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Field<string | null>
      name={name}
      format={(v) => (v === null || v === undefined || v === '' ? null : String(v))}
      parse={(v) => (v === null || v === undefined || v === '' ? empty : numeric ? Number(v) : v)}
    >
      {({ onChange, ...input }) => (
        <Select
          // Issue #24 item 4: choosing the option already chosen keeps it (Mantine's default
          // cleared it); an optional select is emptied with its clear button (`clearable`).
          allowDeselect={false}
          placeholder={t('form.choose')}
          nothingFoundMessage={rest.searchable ? t('form.nothingFound') : undefined}
          {...rest}
          {...input}
          onChange={(value) => {
            onChange(value);
            onChosen?.(value);
          }}
        />
      )}
    </Field>
  );
}

/**
 * A choice among a few values drawn by the browser (a dialog's module, a sub-module): the same
 * value rules as SelectField; `data` starts with the empty choice when one may be left.
 */
export function NativeSelectField({
  name,
  numeric,
  empty = '',
  ...rest
}: Common & { numeric?: boolean; empty?: '' | null } & Omit<
    NativeSelectProps,
    'name' | 'value' | 'onChange'
  >) {
  return (
    <Field<string>
      name={name}
      format={(v) => (v === null || v === undefined ? '' : String(v))}
      parse={(v) => (v === null || v === undefined || v === '' ? empty : numeric ? Number(v) : v)}
    >
      {({ ref, ...input }) => <NativeSelect {...rest} {...input} ref={ref as Ref<HTMLSelectElement>} />}
    </Field>
  );
}
