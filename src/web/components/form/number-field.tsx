import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Common, Field, type FieldInput } from './field.tsx';
import { groupIndian, type NumberKind, parseIndian } from './indian-number.ts';

/**
 * A count, a number of days or an amount in rupees (spec §5 "Digits and dot"; "Tender fee and
 * EMD may be 0"): typed as plain digits (the key filter refuses anything else; whole numbers
 * refuse the dot too) and shown, once left, with the Indian grouping (12,34,567.50). Empty is
 * null. The shared schema judges the number: never negative, rupees to the paisa (two decimals),
 * days whole; the field never rounds or drops what was typed, so the schema's words say what
 * is wrong. `rupees` puts ₹ before the value.
 */
export function NumberField({
  name,
  kind = 'decimal',
  ...rest
}: Common & { kind?: NumberKind } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Field<string>
      name={name}
      keyFilter={kind === 'whole' ? 'digits' : 'decimal'}
      format={(v) => groupIndian(v, kind)}
      parse={parseIndian}
    >
      {(input) => <NumberInputText input={input} kind={kind} {...rest} />}
    </Field>
  );
}

/** While the user edits, the digits as typed (no commas under the caret); grouped otherwise. */
function NumberInputText({
  input,
  kind,
  ...rest
}: { input: FieldInput<string>; kind: NumberKind } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <TextInput
      inputMode={kind === 'whole' ? 'numeric' : 'decimal'}
      leftSection={kind === 'rupees' ? <span aria-hidden="true">₹</span> : undefined}
      description={kind === 'rupees' ? t('form.rupeesHint') : undefined}
      {...rest}
      {...input}
      value={editing ?? input.value}
      onFocus={() => setEditing(input.value.replace(/,/g, ''))}
      onChange={(event) => {
        setEditing(event.currentTarget.value);
        input.onChange(event.currentTarget.value);
      }}
      onBlur={() => {
        setEditing(null);
        input.onBlur();
      }}
    />
  );
}
