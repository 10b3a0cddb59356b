import type { ClipboardEvent, FormEvent, KeyboardEvent, ReactNode, Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import type { KeyClass } from '../../../common/validation/key-filters.ts';
import { translateKey } from '../../api/errors.ts';
import { useKeyFilter } from '../use-key-filter.ts';
import { adoptTypedValue, mergeRefs } from './adopt-typed-value.ts';
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
  const schemaError = fieldState.error?.message
    ? translateKey(
        t,
        fieldState.error.message,
        (fieldState.error as { params?: Record<string, string> }).params,
      )
    : undefined;
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

/** Every field takes its value's path; text inputs take the spec §5 key-press filter of its class. */
export type Common = { name: string };
export type Filtered = { keyFilter?: KeyClass };

/** For an optional select or date: empty in the input is null in the form (and back). */
export const nullWhenEmpty = {
  format: (value: unknown) => (value ?? '') as string,
  parse: (input: unknown) => (input === '' ? null : input),
};
