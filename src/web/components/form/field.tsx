import {
  Checkbox,
  Group,
  PasswordInput,
  type PasswordInputProps,
  Radio,
  Select,
  type SelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateKey } from '../../api/errors.ts';
import { isoDateToText, isoInstantToText, textToIsoDate, textToIsoInstant } from './date-text.ts';
import { useFormScope } from './form-scope.ts';

/** What a Field hands its input: id and name = the value's path, the value, the translated error. */
export interface FieldInput<V = unknown> {
  id: string;
  name: string;
  value: V;
  onChange(value: unknown): void;
  onBlur(): void;
  ref: Ref<HTMLInputElement>;
  /** Mantine inputs turn this into the inline error, `aria-invalid` and `aria-describedby`. */
  error: string | undefined;
}

/**
 * One field of a SchemaForm (style.md §9): the id is the value's whole path (`covers.0.name`),
 * which the error summary links to; the error is the schema's or the server's message,
 * translated. Mantine inputs given `label` and `error` wire `<label for>`, `aria-invalid` and
 * `aria-describedby` to the error text; inputs of our own must do the same with these props.
 */
export function Field<V = unknown>(props: {
  name: string;
  /** Form value → what the input shows; input → form value (dates, numbers in selects). */
  format?(value: unknown): V;
  parse?(input: unknown): unknown;
  children(input: FieldInput<V>): ReactNode;
}) {
  const { t, idPrefix } = useFormScope();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: props.name });
  return props.children({
    id: `${idPrefix}${props.name}`,
    name: props.name,
    value: (props.format ? props.format(field.value) : (field.value ?? '')) as V,
    onChange: (input) => {
      const raw =
        input && typeof input === 'object' && 'currentTarget' in input
          ? (input as { currentTarget: { value: string } }).currentTarget.value
          : input;
      field.onChange(props.parse ? props.parse(raw) : raw);
    },
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message ? translateKey(t, fieldState.error.message) : undefined,
  });
}

type Common = { name: string };

/** For an optional select or date: empty in the input is null in the form (and back). */
export const nullWhenEmpty = {
  format: (value: unknown) => (value ?? '') as string,
  parse: (input: unknown) => (input === '' ? null : input),
};

export function TextField({ name, ...rest }: Common & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  return <Field<string> name={name}>{(input) => <TextInput {...rest} {...input} />}</Field>;
}

export function PasswordField({
  name,
  ...rest
}: Common & Omit<PasswordInputProps, 'name' | 'value' | 'onChange'>) {
  return <Field<string> name={name}>{(input) => <PasswordInput {...rest} {...input} />}</Field>;
}

export function TextareaField({
  name,
  ...rest
}: Common & Omit<TextareaProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Field<string> name={name}>
      {({ ref, ...input }) => <Textarea {...rest} {...input} ref={ref as Ref<HTMLTextAreaElement>} />}
    </Field>
  );
}

/** A select over string options; `numeric` stores the choice as a number (status 0/1, ids). */
export function SelectField({
  name,
  numeric,
  ...rest
}: Common & { numeric?: boolean } & Omit<SelectProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Field<string | null>
      name={name}
      format={(v) => (v === null || v === undefined || v === '' ? null : String(v))}
      parse={(v) => (numeric && v !== null && v !== '' ? Number(v) : (v ?? ''))}
    >
      {(input) => <Select {...rest} {...input} />}
    </Field>
  );
}

/**
 * A radio group: the group's id is the path, so the error summary's link lands on its first
 * input (govuk-frontend). Options are [value, label] pairs.
 */
export function RadioField({
  name,
  label,
  description,
  options,
  numeric,
  required,
}: Common & {
  label: ReactNode;
  description?: ReactNode;
  options: [string, ReactNode][];
  numeric?: boolean;
  required?: boolean;
}) {
  return (
    <Field<string>
      name={name}
      format={(v) => (v === null || v === undefined ? '' : String(v))}
      parse={(v) => (numeric ? Number(v) : v)}
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

export function CheckboxField({ name, label }: Common & { label: ReactNode }) {
  return (
    <Field<boolean> name={name} format={(v) => Boolean(v)}>
      {({ value, onChange, ...input }) => (
        <Checkbox
          {...input}
          label={label}
          checked={value}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      )}
    </Field>
  );
}

/** Spec §9: a calendar date typed and shown as dd-mm-yyyy; the form value is yyyy-mm-dd. */
export function DateField({ name, ...rest }: Common & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Field<string>
      name={name}
      format={(v) => isoDateToText(v as string)}
      parse={(v) => textToIsoDate(String(v))}
    >
      {(input) => (
        <TextInput placeholder={t('form.datePlaceholder')} inputMode="numeric" {...rest} {...input} />
      )}
    </Field>
  );
}

/** Spec §9: a moment typed and shown as dd-mm-yyyy hh:mm in IST; the form value is an ISO instant. */
export function DateTimeField({
  name,
  ...rest
}: Common & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  const { t } = useTranslation();
  return (
    <Field<string>
      name={name}
      format={(v) => isoInstantToText(v as string)}
      parse={(v) => textToIsoInstant(String(v))}
    >
      {(input) => <TextInput placeholder={t('form.dateTimePlaceholder')} {...rest} {...input} />}
    </Field>
  );
}
