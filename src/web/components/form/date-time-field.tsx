import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isoInstantToText, textToIsoInstant } from './date-text.ts';
import { type Common, Field } from './field.tsx';

/**
 * Spec §9: a moment typed and shown as dd-mm-yyyy hh:mm in IST; the form value is an ISO instant.
 * `optional`: an empty input is null (a corrigendum's date left unchanged, a window not opened).
 */
export function DateTimeField({
  name,
  optional,
  ...rest
}: Common & { optional?: boolean } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Field<string>
      name={name}
      format={(v) => isoInstantToText(v as string | null)}
      parse={(v) => (optional && String(v ?? '').trim() === '' ? null : textToIsoInstant(String(v)))}
    >
      {(input) => <TextInput placeholder={t('form.dateTimePlaceholder')} {...rest} {...input} />}
    </Field>
  );
}
