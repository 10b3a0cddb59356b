import type { TextareaProps } from '@mantine/core';
import { TextareaField } from './text-field.tsx';

/**
 * Remarks of a change or decision (spec §5 'Remarks required' where the schema says so): the
 * shared schemas take at most 500 characters of the textDigits class (`inClass('textDigits')`).
 */
export function RemarksField({
  name = 'remarks',
  ...props
}: { name?: string } & Omit<TextareaProps, 'name' | 'value' | 'onChange'>) {
  return <TextareaField name={name} keyFilter="textDigits" maxLength={500} rows={3} {...props} />;
}
