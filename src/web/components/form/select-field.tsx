import { Select, type SelectProps } from '@mantine/core';
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
