import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Common, Field } from './field.tsx';

/**
 * Several choices of a list (a role's menus, a user's organisation units): the form value is an
 * array of the chosen values (numbers with `numeric`), never null; none chosen is [].
 */
export function MultiSelectField({
  name,
  numeric,
  ...rest
}: Common & { numeric?: boolean } & Omit<MultiSelectProps, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Field<string[]>
      name={name}
      format={(v) => (Array.isArray(v) ? v.map(String) : [])}
      parse={(v) => (Array.isArray(v) ? (numeric ? v.map(Number) : v) : [])}
    >
      {({ ref, onChange, ...input }) => (
        <MultiSelect
          nothingFoundMessage={rest.searchable ? t('form.nothingFound') : undefined}
          {...rest}
          {...input}
          ref={ref}
          onChange={(values) => onChange(values)}
        />
      )}
    </Field>
  );
}
