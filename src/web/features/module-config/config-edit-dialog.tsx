import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { KeyClass } from '../../../common/validation/key-filters.ts';
import {
  CheckboxField,
  Field,
  NativeSelectField,
  NumberField,
  SchemaForm,
  TextField,
  useSchemaForm,
} from '../../components/form/index.ts';

/** A field of the add/edit dialog of the module configuration pages, by its kind. */
export type Kind = 'text' | 'code' | 'number' | 'status' | 'checkbox' | 'select';
export interface FieldDef {
  key: string;
  label: string;
  hint?: string;
  kind: Kind;
  options?: { value: string; label: string }[];
  lang?: string;
  /** Spec §5 key-press filter: the class the shared schema's `inClass` gives this value. */
  keyFilter?: KeyClass;
}

export function EditDialog(props: {
  title: string;
  fields: FieldDef[];
  initial: Record<string, unknown>;
  schema: z.ZodType<FieldValues, FieldValues>;
  onClose: () => void;
  onSave: (values: Record<string, unknown>) => Promise<void>;
  onSaved: () => Promise<void>;
  onFailed: () => Promise<void>;
}) {
  const { t } = useTranslation(['module-config', 'common'], { nsMode: 'fallback' });
  const form = useSchemaForm(props.schema, props.initial);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      closeButtonProps={{ 'aria-label': t('common:dialog.close') }}
    >
      <SchemaForm
        form={form}
        bare
        ns="module-config"
        onSubmit={async (values) => {
          try {
            await props.onSave(values);
          } catch (error) {
            await props.onFailed();
            throw error;
          }
          await props.onSaved();
        }}
      >
        {props.fields.map((f) => (
          <ConfigField key={f.key} field={f} />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common:dialog.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('save')}
          </Button>
        </Group>
      </SchemaForm>
    </Modal>
  );
}

/** One field of the dialog, by its kind. */
function ConfigField({ field: f }: { field: FieldDef }) {
  const labels = { label: f.label, description: f.hint };
  switch (f.kind) {
    case 'number':
      return <NumberField name={f.key} kind="whole" {...labels} required />;
    case 'checkbox':
      return <CheckboxField name={f.key} label={f.label} />;
    case 'status':
      return (
        <Field<string> name={f.key} format={(v) => String(v ?? 1)} parse={(v) => (v === '0' ? 0 : 1)}>
          {({ value, onChange }) => (
            <Stack gap={4}>
              <Text component="span" size="sm" fw={500} id={`${f.key}-label`}>
                {f.label}
              </Text>
              <SegmentedControl
                id={f.key}
                aria-labelledby={`${f.key}-label`}
                value={value}
                onChange={onChange}
                data={f.options ?? []}
              />
            </Stack>
          )}
        </Field>
      );
    case 'select':
      return (
        <NativeSelectField
          name={f.key}
          numeric
          empty={null}
          {...labels}
          data={[{ value: '', label: '—' }, ...(f.options ?? [])]}
          required
        />
      );
    default:
      return (
        <TextField
          name={f.key}
          keyFilter={f.keyFilter}
          parse={(v) => (f.kind === 'code' ? String(v).toUpperCase() : v)}
          {...labels}
          lang={f.lang}
          required
        />
      );
  }
}
