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
import type { ClipboardEvent, FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { KeyClass } from '../../../common/validation/key-filters.ts';
import { translateKey } from '../../api/errors.ts';
import { useKeyFilter } from '../use-key-filter.ts';
import { adoptTypedValue, mergeRefs } from './adopt-typed-value.ts';
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
  /** With a `keyFilter`: the handlers that refuse a key or paste outside the class (spec §5). */
  onKeyDown?(event: KeyboardEvent<Element>): void;
  onBeforeInput?(event: FormEvent<Element>): void;
  onPaste?(event: ClipboardEvent<Element>): void;
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
  /**
   * Spec §5 key-press filter: the class of the shared schema's `inClass(...)` for this value.
   * A key or paste outside it never reaches the value and its reason shows at the field; the
   * server's refinement still judges what an input method composed.
   */
  keyFilter?: KeyClass;
}) {
  const { t, idPrefix } = useFormScope();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: props.name });
  // Called whether or not the field filters (hooks run unconditionally); used only with a class.
  const filter = useKeyFilter(props.keyFilter ?? 'text');
  const filtering = props.keyFilter !== undefined;
  const schemaError = fieldState.error?.message ? translateKey(t, fieldState.error.message) : undefined;
  const value = (props.format ? props.format(field.value) : (field.value ?? '')) as V;
  const onChange = (input: unknown) => {
    const raw =
      input && typeof input === 'object' && 'currentTarget' in input
        ? (input as { currentTarget: { value: string } }).currentTarget.value
        : input;
    field.onChange(props.parse ? props.parse(raw) : raw);
  };
  return props.children({
    // Typed for any element, so a select's Field accepts the shape; only text inputs filter.
    ...(filtering
      ? (filter.inputProps as unknown as Pick<FieldInput, 'onKeyDown' | 'onBeforeInput' | 'onPaste'>)
      : {}),
    id: `${idPrefix}${props.name}`,
    name: props.name,
    value,
    onChange,
    onBlur: field.onBlur,
    // What the visitor typed before the app took the field over is the value (decision 032).
    ref: mergeRefs<HTMLInputElement>(field.ref, adoptTypedValue(String(value ?? ''), onChange)),
    // The refused key's reason first: it is about what the user just did.
    error: (filtering ? filter.error : null) ?? schemaError,
  });
}

type Common = { name: string };
/** Text inputs take the spec §5 key-press filter of their value's class. */
type Filtered = { keyFilter?: KeyClass };

/** For an optional select or date: empty in the input is null in the form (and back). */
export const nullWhenEmpty = {
  format: (value: unknown) => (value ?? '') as string,
  parse: (input: unknown) => (input === '' ? null : input),
};

export function TextField({
  name,
  keyFilter,
  ...rest
}: Common & Filtered & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Field<string> name={name} keyFilter={keyFilter}>
      {(input) => <TextInput {...rest} {...input} />}
    </Field>
  );
}

export function PasswordField({
  name,
  ...rest
}: Common & Omit<PasswordInputProps, 'name' | 'value' | 'onChange'>) {
  return <Field<string> name={name}>{(input) => <PasswordInput {...rest} {...input} />}</Field>;
}

export function TextareaField({
  name,
  keyFilter,
  ...rest
}: Common & Filtered & Omit<TextareaProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Field<string> name={name} keyFilter={keyFilter}>
      {({ ref, ...input }) => <Textarea {...rest} {...input} ref={ref as Ref<HTMLTextAreaElement>} />}
    </Field>
  );
}

/**
 * Remarks of a change or decision (spec §5 'Remarks required' where the schema says so): the
 * shared schemas take at most 500 characters of the textDigits class (`inClass('textDigits')`).
 */
export function RemarksField(props: Omit<TextareaProps, 'name' | 'value' | 'onChange'>) {
  return <TextareaField name="remarks" keyFilter="textDigits" maxLength={500} rows={3} {...props} />;
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
