import { strToU8, zipSync } from 'fflate';

/**
 * CSV and XLSX downloads of a list (the tender search, the grievance and feedback lists): one
 * writer, formula-safe cells, UTF-8 with a BOM. A list gives its column titles and rows: the
 * titles and sheet name in the request's language, from the shared export catalogue
 * (src/common/i18n/exports.ts; the request's `lang`, decision 048).
 */
export type SheetCell = string | number | null;

/**
 * OWASP CSV injection: a text cell a spreadsheet would read as a formula (= + - @, tab, CR)
 * gets a leading apostrophe. Numbers stay numbers.
 */
export function formulaSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

const csvCell = (v: SheetCell) => {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  const safe = formulaSafe(v);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One CSV line with its CRLF, for a file written a line at a time (the bulk open data files). */
export const csvLine = (cells: SheetCell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

export function sheetCsv(titles: string[], rows: SheetCell[][]): string {
  // A BOM so spreadsheet programs read UTF-8 (Assamese names) correctly.
  return `\uFEFF${[titles, ...rows].map(csvLine).join('')}`;
}

/** Characters XML 1.0 cannot carry (control characters other than tab, LF and CR). */
const xmlForbidden = (code: number) => code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d;

const xml = (s: string) =>
  [...s]
    .filter((c) => !xmlForbidden(c.charCodeAt(0)))
    .join('')
    .replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/**
 * A minimal Office Open XML workbook: one sheet, text as inline strings (never formulas, so
 * cells are formula-safe by construction; the apostrophe rule is applied too, for copies
 * pasted elsewhere), numbers as numbers.
 */
export function sheetXlsx(titles: string[], rows: SheetCell[][], sheetName: string): Uint8Array {
  const all = [titles, ...rows];
  const sheetRows = all
    .map((row, r) => {
      const cells = row
        .map((v, c) => {
          const ref = `${columnName(c)}${r + 1}`;
          if (v === null) return '';
          if (typeof v === 'number') return `<c r="${ref}"><v>${v}</v></c>`;
          return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xml(formulaSafe(v))}</t></is></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  const files = {
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, body]) => [name, strToU8(body)])));
}
