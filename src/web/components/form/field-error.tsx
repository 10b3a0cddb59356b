import { Text } from '@mantine/core';
import { get, useFormState } from 'react-hook-form';
import { translateKey } from '../../api/errors.ts';
import { useFormScope } from './form-scope.ts';

/**
 * The error of a value that has no single input of its own (a list: "add at least one party";
 * a group: "change at least one date"), under the group, announced. It subscribes to that
 * value's state only (useFormState with its name), not to the whole form.
 */
export function FieldErrorText({ name }: { name: string }) {
  const { t, idPrefix } = useFormScope();
  const { errors } = useFormState({ name });
  const error = get(errors, name) as { message?: string; params?: Record<string, string> } | undefined;
  // An array's own error sits at `root` when its items have errors too (react-hook-form).
  const message = error?.message ?? (error as { root?: { message?: string } } | undefined)?.root?.message;
  if (!message) return null;
  return (
    <Text c="red.8" size="sm" id={`${idPrefix}${name}-error`}>
      {translateKey(t, message, error?.params)}
    </Text>
  );
}
