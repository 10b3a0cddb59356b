import asExports from './as/exports.json' with { type: 'json' };
import enExports from './en/exports.json' with { type: 'json' };
import type { Lang } from './languages.ts';

/**
 * The column headings and sheet names of every file the server writes for a visitor (report,
 * tender, plan, grievance, feedback and bidder downloads: CSV and XLSX through
 * `server/platform/spreadsheet.ts`), in the language of the request (spec §1/§9: English and
 * Assamese). One catalogue, `src/common/i18n/{en,as}/exports.json`, that the server reads here
 * and the browser reads as the `exports` namespace (the report pages' table headings), so a
 * downloaded file has the headings of the table it came from.
 */
export type ExportText = typeof enExports;
const catalogues: Record<Lang, ExportText> = { en: enExports, as: asExports };

export function exportText(lang: Lang): ExportText {
  return catalogues[lang];
}

/** `{{name}}` placeholders, as i18next writes them. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => values[k] ?? '');
}
