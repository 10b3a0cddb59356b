import { Text } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { KeyClass } from '../../../common/validation/key-filters.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { DateField } from './date-field.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { FormSection } from './form-section.tsx';
import type { NumberKind } from './indian-number.ts';
import { NumberField } from './number-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextareaField, TextField } from './text-field.tsx';

/**
 * What the administrator configured for a module's fields (spec §2 module configuration, §3
 * Module field status, kept by the masters): whether a field is shown, whether it is mandatory,
 * and its label in each language.
 */
export interface ModuleFieldConfig {
  show(name: string): boolean;
  mandatory(name: string): boolean;
  /** The configured label in the page's language, or undefined for the catalogue's own. */
  label(name: string, lang: string): string | undefined;
}

interface ModuleConfigScope {
  config: ModuleFieldConfig;
  /** Put before a configured name to make the form value's path (`values.`). */
  prefix: string;
  /** The feature's words: labels of unconfigured names (`fields.<name>`), titles and hints. */
  t(key: string, options?: Record<string, unknown>): string;
}

const ModuleConfigContext = createContext<ModuleConfigScope | null>(null);

/** The configuration the ConfiguredFields inside read (one per form). */
export function ModuleConfig(props: ModuleConfigScope & { children: ReactNode }) {
  const { children, ...scope } = props;
  return <ModuleConfigContext.Provider value={scope}>{children}</ModuleConfigContext.Provider>;
}

function useScope(): ModuleConfigScope {
  const scope = useContext(ModuleConfigContext);
  if (!scope) throw new Error('A ConfiguredField sits inside <ModuleConfig>.');
  return scope;
}

/**
 * A configured field's facts: shown, label (the configured one in the page's language, else
 * the feature's `fields.<name>`), mandatory (as configured; `requiredWhen` when a flag of the
 * form asks for it, such as the pre-bid meeting's date once a meeting is held), its path.
 */
export function useConfigured(name: string, requiredWhen?: boolean) {
  const { config, prefix, t } = useScope();
  const { i18n } = useTranslation();
  return {
    show: config.show(name),
    label: config.label(name, i18n.language) ?? t(`fields.${name}`),
    required: requiredWhen ?? config.mandatory(name),
    path: `${prefix}${name}`,
  };
}

/** One field of a declared group: its configured name, its kind and the kind's own settings. */
export type FieldSpec = {
  name: string;
  /** Shown only while this value of the form is set (any of them, for a list), and mandatory then. */
  when?: string | readonly string[];
  /** A message key of the feature: the field's hint under its label. */
  hint?: string;
} & (
  | { kind: 'text' | 'textarea'; keyFilter?: KeyClass; maxLength?: number }
  | { kind: 'number'; number?: NumberKind }
  | { kind: 'checkbox' | 'date' | 'dateTime' }
  | { kind: 'select'; options: string; numeric?: boolean }
  /** A feature's own part for this name (a cascade, a pincode, a list): drawn by `parts[name]`. */
  | { kind: 'part' }
);

export interface FieldGroup {
  id: string;
  /** A message key of the feature. */
  title: string;
  fields: readonly FieldSpec[];
  /** Values of the group whose inputs are a part's own (counted in the group's errors). */
  also?: readonly string[];
  /** Fields side by side (two columns from a tablet up) or one under another (lists). */
  grid?: boolean;
  /** A message key of the feature: a sentence under the group's fields. */
  note?: string;
}

export type Options = { value: string; label: string }[];

/**
 * A field the administrator's configuration governs (issue #22 item 1): hidden when configured
 * hidden, labelled and marked mandatory as configured. With `when`, it appears only while that
 * flag is on, then mandatory. It subscribes to that flag alone (useWatch), never to the form.
 */
export function ConfiguredField({
  spec,
  options,
  parts,
}: {
  spec: FieldSpec;
  options?: Record<string, Options>;
  parts?: Record<string, () => ReactNode>;
}) {
  if (spec.when) return <WhenOn flag={spec.when} spec={spec} options={options} parts={parts} />;
  return <ConfiguredInput spec={spec} options={options} parts={parts} />;
}

function WhenOn({
  flag,
  ...props
}: { flag: string | readonly string[]; spec: FieldSpec } & Omit<
  Parameters<typeof ConfiguredField>[0],
  'spec'
>) {
  const { prefix } = useScope();
  const flags = typeof flag === 'string' ? [flag] : flag;
  const values = useWatch({ name: flags.map((f) => `${prefix}${f}`) }) as unknown[];
  return values.some(Boolean) ? <ConfiguredInput {...props} requiredWhen /> : null;
}

function ConfiguredInput({
  spec,
  options,
  parts,
  requiredWhen,
}: {
  spec: FieldSpec;
  options?: Record<string, Options>;
  parts?: Record<string, () => ReactNode>;
  requiredWhen?: boolean;
}) {
  const { t } = useScope();
  const { show, label, required, path } = useConfigured(spec.name, requiredWhen || undefined);
  if (!show) return null;
  const common = { name: path, label, required, description: spec.hint ? t(spec.hint) : undefined };
  switch (spec.kind) {
    case 'text':
      return <TextField {...common} keyFilter={spec.keyFilter} maxLength={spec.maxLength} />;
    case 'textarea':
      return <TextareaField {...common} keyFilter={spec.keyFilter} maxLength={spec.maxLength} rows={3} />;
    case 'number':
      return <NumberField {...common} kind={spec.number} />;
    case 'checkbox':
      return <CheckboxField name={path} label={label} description={common.description} />;
    case 'date':
      return <DateField {...common} optional />;
    case 'dateTime':
      return <DateTimeField {...common} optional />;
    case 'select':
      return (
        <SelectField
          {...common}
          numeric={spec.numeric}
          empty={null}
          data={options?.[spec.options] ?? []}
          searchable
          clearable
        />
      );
    case 'part':
      return parts?.[spec.name]?.() ?? null;
  }
}

/**
 * A form drawn from its declared field-group table: each group a FormSection (title and its own
 * error count), each field a ConfiguredField. `options` are the selects' lists by name;
 * `parts` draw the values no plain field can (a cascade, a list of covers).
 */
export function ConfiguredGroups({
  groups,
  options,
  parts,
}: {
  groups: readonly FieldGroup[];
  options?: Record<string, Options>;
  parts?: Record<string, () => ReactNode>;
}) {
  const { prefix, t } = useScope();
  return groups.map((group) => (
    <FormSection
      key={group.id}
      id={group.id}
      title={t(group.title)}
      grid={group.grid ?? true}
      names={[...group.fields.map((f) => f.name), ...(group.also ?? [])].map((n) => `${prefix}${n}`)}
    >
      {group.fields.map((spec) => (
        <ConfiguredField key={spec.name} spec={spec} options={options} parts={parts} />
      ))}
      {group.note && (
        <Text size="sm" style={{ gridColumn: '1 / -1' }}>
          {t(group.note)}
        </Text>
      )}
    </FormSection>
  ));
}
