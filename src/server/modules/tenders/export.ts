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

/** The download as an XLSX workbook (the shared writer). */
export const toXlsx = (rows: Cell[][]): Uint8Array =>
  sheetXlsx(
    columns.map((c) => c.title),
    rows,
    'Tenders',
  );
