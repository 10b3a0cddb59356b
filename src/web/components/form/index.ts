// The form kit (issue #9, docs/decisions/017): import from here.
export { isoDateToText, isoInstantToText, textToIsoDate, textToIsoInstant } from './date-text.ts';
export {
  CheckboxField,
  DateField,
  DateTimeField,
  Field,
  type FieldInput,
  nullWhenEmpty,
  PasswordField,
  RadioField,
  RemarksField,
  SelectField,
  TextareaField,
  TextField,
} from './field.tsx';
export { SchemaForm, useRecordForm, useSchemaForm } from './schema-form.tsx';
// Public pages import './search-form.ts' directly: through this file the bundler keeps
// react-hook-form in their first load (+20 KiB gzipped, measured; decision 019's budget).
export { issueMessages, type SearchErrors, searchParamErrors, useSearchForm } from './search-form.ts';
export { UnsavedWarning } from './unsaved-warning.tsx';
export { useDraftSave } from './use-draft-save.ts';
