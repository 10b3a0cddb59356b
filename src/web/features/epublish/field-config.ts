import type { FieldStatus } from '../../../common/api/module-config.ts';
import {
  classificationSettings,
  type TenderFieldSetting,
  unspscLevelFields,
} from '../../../common/epublish/tender-rules.ts';

export type TenderField = FieldStatus[number]['listData'][number]['fields'][number];

/** The fields of E-Publish › Create Tender from the field-status answer (spec §3 Module field status). */
export function tenderFieldsOf(status: FieldStatus | undefined): TenderField[] {
  return status?.[0]?.listData[0]?.fields ?? [];
}

/**
 * Values the configuration does not list: they show with the field they belong to (state and
 * district are filled from the pincode; the currencies and EMD values follow their flags; the
 * covers follow their number; other documents sit with the NIT).
 */
const follows: Record<string, string> = {
  state: 'pincode',
  district: 'pincode',
  feeCurrency: 'multiCurrencyFee',
  emdCurrency: 'multiCurrencyEmd',
  emdValues: 'multipleEmd',
  covers: 'numberOfCovers',
  otherDocuments: 'nitDocument',
};

/** Always asked for, whatever the configuration says (tender-rules.ts shownFields: NIT, covers). */
const always = new Set(['nitDocument', 'numberOfCovers']);

export interface FieldConfig {
  /** Shown: configured as shown, or not configured at all (a value the form always asks). */
  show(name: string): boolean;
  /** Marked mandatory: configured mandatory and shown, or always asked. */
  mandatory(name: string): boolean;
  /** The configured label in the page's language, or undefined for the catalogue's own. */
  label(name: string, lang: string): string | undefined;
  settings: TenderFieldSetting[];
  /** Whether each classification has entries to choose from (classificationSettings). */
  loaded: { unspsc: boolean };
}

/**
 * `loaded` says which classifications have entries (the entry page asks the UNSPSC list): an
 * empty one's levels are never mandatory, as the server reads it (classificationSettings).
 */
export function fieldConfig(
  fields: readonly TenderField[],
  loaded: { unspsc: boolean } = { unspsc: true },
): FieldConfig {
  const byName = new Map(fields.map((f) => [f.fieldName, f]));
  const show = (name: string): boolean => {
    if (always.has(name)) return true;
    const field = byName.get(name);
    if (field) return field.status;
    const parent = follows[name];
    return parent ? show(parent) : true;
  };
  const unspsc: readonly string[] = unspscLevelFields;
  const optional = (name: string) => !loaded.unspsc && unspsc.includes(name);
  return {
    show,
    mandatory: (name) =>
      always.has(name) || (show(name) && !optional(name) && Boolean(byName.get(name)?.mandatory)),
    label: (name, lang) => {
      const field = byName.get(name);
      return field ? (lang === 'as' ? field.label.as : field.label.en) : undefined;
    },
    settings: classificationSettings(
      fields.map((f) => ({ fieldName: f.fieldName, status: f.status, mandatory: f.mandatory })),
      loaded,
    ),
    loaded,
  };
}
