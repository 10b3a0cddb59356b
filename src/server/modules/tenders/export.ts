import type { TenderSearch, TenderSummary } from '../../../common/api/tenders.ts';
import type { Db } from '../../db/client.ts';
import { type SheetCell, sheetCsv, sheetXlsx } from '../../platform/spreadsheet.ts';
import { findTenders } from './service.ts';

/** At most this many rows in one download; the file says when it was cut (issue item 4). */
export const exportRowLimit = 10_000;

type Cell = SheetCell;

const columns: { title: string; value: (t: TenderSummary) => Cell }[] = [
  // Issue #14 item 2: the source's Tender ID first (what a bidder quotes), then the reference.
  { title: 'Tender ID', value: (t) => t.tenderId },
  { title: 'Reference No', value: (t) => t.referenceNo },
  { title: 'Title', value: (t) => t.title },
  { title: 'Organisation', value: (t) => t.organisation.join(' / ') },
  { title: 'Portal', value: (t) => t.source },
  { title: 'Tender Type', value: (t) => t.tenderType },
  { title: 'Tender Category', value: (t) => t.category },
  { title: 'Product Category', value: (t) => t.productCategory },
  { title: 'Value (INR)', value: (t) => t.valueInr },
  { title: 'EMD (INR)', value: (t) => t.emdInr },
  { title: 'Tender Fee (INR)', value: (t) => t.feeInr },
  { title: 'Published', value: (t) => t.publishedAt },
  { title: 'Bid Submission Closing', value: (t) => t.closingAt },
  { title: 'Bid Opening', value: (t) => t.openingAt },
  { title: 'Location', value: (t) => t.location },
  // Issue #14 item 3: the district of the work, how it was found, and the pincode's apart.
  { title: 'District', value: (t) => t.district },
  { title: 'District Found From', value: (t) => districtBasisText(t) },
  { title: 'District of Pincode', value: (t) => t.officeDistrict },
  { title: 'Pincode', value: (t) => t.pincode },
  { title: 'Status', value: (t) => (t.awarded ? `${t.status}, awarded` : t.status) },
  { title: 'Portal Key', value: (t) => t.uid },
];

/** How the district was found, in words a spreadsheet reader needs no key for. */
export function districtBasisText(t: TenderSummary): string {
  const name = t.districtBasisName ? ` "${t.districtBasisName}"` : '';
  switch (t.districtBasis) {
    case 'title-district':
      return `district name${name} in the title`;
    case 'location-district':
      return `district name${name} in the location`;
    case 'location-subdistrict':
      return `sub-district${name} in the location`;
    case 'location-block':
      return `block${name} in the location`;
    case 'pincode':
      return 'pincode';
    case 'unknown':
      return 'unknown';
  }
}

/** The matching tenders, page by page through the same keyset as the lists. */
export async function exportRows(
  db: Db,
  search: TenderSearch,
): Promise<{ rows: Cell[][]; truncated: boolean }> {
  const rows: Cell[][] = [];
  let cursor: string | undefined;
  for (;;) {
    // Pages of 500 without counting: a download reads every match once, never a count.
    const page = await findTenders(db, { ...search, cursor, limit: 500 }, { count: false });
    for (const t of page.items) rows.push(columns.map((c) => c.value(t)));
    if (!page.nextCursor || rows.length >= exportRowLimit) {
      return {
        rows: rows.slice(0, exportRowLimit),
        truncated: !!page.nextCursor || rows.length > exportRowLimit,
      };
    }
    cursor = page.nextCursor;
  }
}

/** The download as CSV (the shared writer, `platform/spreadsheet.ts`). */
export const toCsv = (rows: Cell[][]): string =>
  sheetCsv(
    columns.map((c) => c.title),
    rows,
  );

/** `header`: another table's column titles (the reports reuse this writer: issue #29 item 4). */
export function toCsv(rows: Cell[][], header: string[] = columns.map((c) => c.title)): string {
  const cell = (v: Cell) => {
    if (v === null) return '';
    if (typeof v === 'number') return String(v);
    const safe = formulaSafe(v);
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  // A BOM so spreadsheet programs read UTF-8 (Assamese names) correctly.
  return `\uFEFF${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
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
export function toXlsx(
  rows: Cell[][],
  header: string[] = columns.map((c) => c.title),
  sheet = 'Tenders',
): Uint8Array {
  const all = [header, ...rows];
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
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${xml(sheet.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetRows}</sheetData></worksheet>`,
  };
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, body]) => [name, strToU8(body)])));
}
/** The download as an XLSX workbook (the shared writer). */
export const toXlsx = (rows: Cell[][]): Uint8Array =>
  sheetXlsx(
    columns.map((c) => c.title),
    rows,
    'Tenders',
  );
