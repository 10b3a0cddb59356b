import type { TenderSearch, TenderSummary } from '../../../common/api/tenders.ts';
import { type ExportText, exportText } from '../../../common/i18n/exports.ts';
import type { Lang } from '../../../common/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import { type SheetCell, sheetCsv, sheetXlsx } from '../../platform/spreadsheet.ts';
import { findTenders } from './service.ts';

/** At most this many rows in one download; the file says when it was cut (issue item 4). */
export const exportRowLimit = 10_000;

type Cell = SheetCell;

/** Each column: its heading's key in the shared export catalogue (`exports:tenders`), its value. */
const columns: { title: keyof ExportText['tenders']; value: (t: TenderSummary) => Cell }[] = [
  // Issue #14 item 2: the source's Tender ID first (what a bidder quotes), then the reference.
  { title: 'tenderId', value: (t) => t.tenderId },
  { title: 'referenceNo', value: (t) => t.referenceNo },
  { title: 'title', value: (t) => t.title },
  { title: 'organisation', value: (t) => t.organisation.join(' / ') },
  { title: 'source', value: (t) => t.source },
  { title: 'tenderType', value: (t) => t.tenderType },
  { title: 'category', value: (t) => t.category },
  { title: 'productCategory', value: (t) => t.productCategory },
  { title: 'value', value: (t) => t.valueInr },
  { title: 'emd', value: (t) => t.emdInr },
  { title: 'fee', value: (t) => t.feeInr },
  { title: 'publishedAt', value: (t) => t.publishedAt },
  { title: 'closingAt', value: (t) => t.closingAt },
  { title: 'openingAt', value: (t) => t.openingAt },
  { title: 'location', value: (t) => t.location },
  // Issue #14 item 3: the district of the work, how it was found, and the pincode's apart.
  { title: 'district', value: (t) => t.district },
  { title: 'districtBasis', value: (t) => districtBasisText(t) },
  { title: 'officeDistrict', value: (t) => t.officeDistrict },
  { title: 'pincode', value: (t) => t.pincode },
  { title: 'status', value: (t) => (t.awarded ? `${t.status}, awarded` : t.status) },
  { title: 'uid', value: (t) => t.uid },
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

/** The column headings in the request's language (the shared catalogue). */
const titles = (lang: Lang) => columns.map((c) => exportText(lang).tenders[c.title]);

/** The download as CSV (the shared writer, `platform/spreadsheet.ts`). */
export const toCsv = (rows: Cell[][], lang: Lang): string => sheetCsv(titles(lang), rows);

/** The download as an XLSX workbook (the shared writer). */
export const toXlsx = (rows: Cell[][], lang: Lang): Uint8Array =>
  sheetXlsx(titles(lang), rows, exportText(lang).sheets.tenders);
