import {
  PasswordInput,
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type Common, Field, type Filtered } from './field.tsx';

/**
 * Issue #24 item 4 "say it or keep it": a field's `maxLength` is never the browser's (which cuts
 * a paste silently at the limit). The field shows "n of max characters" under it, takes
 * whatever is typed or pasted, and says at once how much is over; the shared schema refuses it
 * on Send as before. Returns the description (the caller's, then the counter) and the error.
 * The counter is not a live region: it is read with the field, and the error when over.
 */
function useLengthLimit(
  value: string,
  maxLength: number | undefined,
  description: ReactNode,
  id: string,
  always: boolean,
): { description: ReactNode; error: string | undefined } {
  const { t } = useTranslation('common');
  if (maxLength === undefined) return { description, error: undefined };
  const length = [...value].length;
  // A one-line field counts once it nears its limit (GOV.UK's character count threshold); a
  // text area always shows how much room is left.
  if (!always && length < maxLength * 0.8) return { description, error: undefined };
  const counter = (
    <span id={`${id}-count`} className="field-counter">
      {t('form.characters', { count: length, max: maxLength })}
    </span>
  );
  return {
    description: description ? (
      <>
        {description} {counter}
      </>
    ) : (
      counter
    ),
    error:
      length > maxLength ? t('form.overLimit', { count: length - maxLength, max: maxLength }) : undefined,
  };
}

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
  const { maxLength, description, ...props } = rest;
  return (
    <Field<string> name={name} keyFilter={keyFilter} format={(v) => (v ?? '') as string} parse={parse}>
      {(input) => <LimitedTextInput {...props} {...input} limit={maxLength} hint={description} />}
    </Field>
  );
}

function LimitedTextInput({
  limit,
  hint,
  error,
  ...props
}: TextInputProps & { id: string; value: string; limit?: number; hint?: ReactNode }) {
  const length = useLengthLimit(props.value, limit, hint, props.id, false);
  return <TextInput {...props} description={length.description} error={length.error ?? error} />;
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
  const { maxLength, description, ...props } = rest;
  return (
    <Field<string> name={name} keyFilter={keyFilter} format={(v) => (v ?? '') as string}>
      {({ ref, ...input }) => (
        <LimitedTextarea
          {...props}
          {...input}
          ref={ref as Ref<HTMLTextAreaElement>}
          limit={maxLength}
          hint={description}
        />
      )}
    </Field>
  );
}

function LimitedTextarea({
  limit,
  hint,
  error,
  ...props
}: TextareaProps & { id: string; value: string; limit?: number; hint?: ReactNode }) {
  const length = useLengthLimit(props.value, limit, hint, props.id, true);
  return <Textarea {...props} description={length.description} error={length.error ?? error} />;
}

/**
 * A value shown in a form but not part of it (a master entry's code, fixed once made): a
 * read-only input, so it reads and aligns as the fields around it do.
 */
export function ReadOnlyField(props: Omit<TextInputProps, 'onChange' | 'readOnly'> & { value: string }) {
  return <TextInput {...props} readOnly />;
}
