import {
  NativeSelect,
  type NativeSelectProps,
  Select,
  type SelectProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';

/**
 * The fields of a search form (useSearchForm, decision 017's second form): the public tender
 * search and the keyword bars, and logged-in filters. They take `form.input(p)` (id = the URL
 * parameter, value, error, and the ref that adopts what the visitor typed before the app took
 * the page over, decision 032) and the input's own props. No react-hook-form: public pages load
 * these in their first load (decision 019's budget), so they are a module of their own, imported
 * directly ('components/form/search-fields.tsx'), never through the kit's index.
 */
export function SearchTextField(props: TextInputProps) {
  return <TextInput {...props} />;
}

/** A choice among a few fixed values, drawn by the browser (works before the app is live). */
export function SearchChoiceField(props: NativeSelectProps) {
  return <NativeSelect {...props} />;
}

/** A searchable choice among many (organisation units): needs the app, drawn by Mantine. */
export function SearchSelectField(props: SelectProps) {
  return <Select {...props} />;
}
