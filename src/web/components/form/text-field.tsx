import {
  PasswordInput,
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { Ref } from 'react';
import { type Common, Field, type Filtered } from './field.tsx';

/**
 * Text (issue #22 item 1: one module per field kind). A stored "none" (null) shows as empty
 * text; the shared schema turns empty back into null on the server. The key filter is the
 * class of the schema's `inClass(...)` (spec §5 key-press filters).
 */
export function TextField({
  name,
  keyFilter,
  parse,
  ...rest
}: Common &
  Filtered & {
    /** What is typed → the value (a one-time code keeps its digits only). */
    parse?(input: unknown): unknown;
  } & Omit<TextInputProps, 'name' | 'value' | 'onChange'>) {
  return (
    <Field<string> name={name} keyFilter={keyFilter} format={(v) => (v ?? '') as string} parse={parse}>
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
    <Field<string> name={name} keyFilter={keyFilter} format={(v) => (v ?? '') as string}>
      {({ ref, ...input }) => <Textarea {...rest} {...input} ref={ref as Ref<HTMLTextAreaElement>} />}
    </Field>
  );
}

/**
 * A value shown in a form but not part of it (a master entry's code, fixed once made): a
 * read-only input, so it reads and aligns as the fields around it do.
 */
export function ReadOnlyField(props: Omit<TextInputProps, 'onChange' | 'readOnly'> & { value: string }) {
  return <TextInput {...props} readOnly />;
}
