// The form kit (issue #9, issue #22 item 1, docs/decisions/017 and 034): import from here. One
// module per field kind, so a page loads the kinds it uses (the public login: text and password).
export { ArrayField } from './array-field.tsx';
export { CheckboxField, CheckboxGroupField } from './checkbox-field.tsx';
export {
  ConfiguredField,
  ConfiguredGroups,
  type FieldGroup,
  type FieldSpec,
  ModuleConfig,
  type ModuleFieldConfig,
  type Options,
  useConfigured,
} from './configured-field.tsx';
export { DateField } from './date-field.tsx';
export { isoDateToText, isoInstantToText, textToIsoDate, textToIsoInstant } from './date-text.ts';
export { DateTimeField } from './date-time-field.tsx';
export { type DraftForm, DraftNotice, IntentButton, type SavedRecord, useDraftForm } from './draft-form.tsx';
export { Field, type FieldInput, nullWhenEmpty } from './field.tsx';
export { FieldErrorText } from './field-error.tsx';
export { type DocumentValue, FileField, titleOf } from './file-field.tsx';
export { FormSection } from './form-section.tsx';
export { groupIndian, parseIndian } from './indian-number.ts';
export { MultiSelectField } from './multi-select-field.tsx';
export { NumberField } from './number-field.tsx';
export { PincodeFormField } from './pincode-form-field.tsx';
export { RadioField } from './radio-field.tsx';
export { RemarksField } from './remarks-field.tsx';
export { SchemaForm, useRecordForm, useSchemaForm } from './schema-form.tsx';
// Public pages import './search-form.ts' directly: through this file the bundler keeps
// react-hook-form in their first load (+20 KiB gzipped, measured; decision 019's budget).
export { issueMessages, type SearchErrors, searchParamErrors, useSearchForm } from './search-form.ts';
export { NativeSelectField, SelectField } from './select-field.tsx';
export { PasswordField, ReadOnlyField, TextareaField, TextField } from './text-field.tsx';
export { UnsavedWarning, useLeavePage } from './unsaved-warning.tsx';
