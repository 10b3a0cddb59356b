import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isoDateToText, textToIsoDate } from './date-text.ts';
import { type Common, Field } from './field.tsx';

/**
 * Spec §9: a calendar date typed and shown as dd-mm-yyyy; the form value is yyyy-mm-dd.
 * `optional`: an empty input is null (a date the schema lets be left out, as an award's validity).
 */
export function DateField({
  name,
  optional,
  ...rest
}: Common & { optional?: boolean } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Field<string>
      name={name}
      format={(v) => isoDateToText(v as string)}
      parse={(v) => (optional && String(v ?? '').trim() === '' ? null : textToIsoDate(String(v)))}
    >
      {(input) => (
        <TextInput placeholder={t('form.datePlaceholder')} inputMode="numeric" {...rest} {...input} />
      )}
    </Field>
  );
}
