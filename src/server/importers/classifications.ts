import { currencies, productCategories } from '../db/schema/index.ts';
import { optional, required } from './fields.ts';
import { type CsvShape, type Importer, importCsv, RowRejected } from './framework.ts';
import { upsertRows } from './upsert.ts';

type CurrencyRow = typeof currencies.$inferInsert;
type CategoryRow = typeof productCategories.$inferInsert;

/** currency/iso4217_currencies.csv (ISO 4217: code, number, minor unit digits, name, countries). */
export const currenciesImporter: Importer = {
  kind: 'currencies',
  description: 'ISO 4217 currencies (currency/iso4217_currencies.csv)',
  run: (db, file, progress) =>
    importCsv<CurrencyRow>({
      db,
      file,
      progress,
      kind: 'currencies',
      shapes: [
        {
          name: 'ISO 4217',
          columns: ['code', 'number', 'minor_unit_digits', 'currency'],
          map: (r) => {
            const code = required(r, 'code').toUpperCase();
            if (!/^[A-Z]{3}$/.test(code)) throw new RowRejected(`code "${code}" is not three letters`);
            const number = optional(r, 'number');
            if (number !== null && !/^\d{3}$/.test(number))
              throw new RowRejected(`number "${number}" is not three digits`);
            const minor = optional(r, 'minor_unit_digits');
            return {
              code,
              number,
              // ISO writes N.A. for the few funds without a minor unit.
              minorUnit: minor && /^\d$/.test(minor) ? Number(minor) : null,
              name: required(r, 'currency'),
              countries: optional(r, 'countries'),
            };
          },
          key: (row) => row.code,
        },
      ],
      write: (tx, rows) => upsertRows(tx, currencies, rows, { target: [currencies.code] }),
    }),
};

const cpvLevels: Record<string, number> = { division: 1, group: 2, class: 3, category: 4, subcategory: 4 };
const unspscLevels = ['segment', 'family', 'class', 'commodity'] as const;

/**
 * Product categories at four levels (segment, family, class, commodity), from:
 * - a UNSPSC-shaped file: `code,level,parent_code,title` with level segment|family|class|commodity;
 * - the EU CPV 2008 list (classification/cpv2008_en.csv): division → segment, group → family,
 *   class → class, category and subcategory → commodity (CPV's fifth level hangs under its
 *   category; codes keep their check digit);
 * - the categories observed on the state's e-procurement system
 *   (assam_tenders/gepnic_product_categories_observed.csv): tender category → segment, product
 *   category → family, sub-category → class. The file has no codes; the path of names is the
 *   code ("Works > Civil Works"), and parents it only implies are created (reported as derived).
 */
export const productCategoriesImporter: Importer = {
  kind: 'product-categories',
  description:
    'Four-level product categories: UNSPSC-shaped (code,level,parent_code,title), CPV 2008 (cpv2008_en.csv) or observed GePNIC categories',
  run: (db, file, progress) => {
    const implied = new Map<string, CategoryRow>();
    const rowCodes = new Set<string>();
    const imply = (row: CategoryRow) => {
      if (!implied.has(row.code)) implied.set(row.code, row);
    };
    const shapes: CsvShape<CategoryRow>[] = [
      {
        name: 'UNSPSC',
        columns: ['code', 'level', 'parent_code', 'title'],
        map: (r) => {
          const level = required(r, 'level').toLowerCase();
          const n = unspscLevels.indexOf(level as (typeof unspscLevels)[number]) + 1;
          if (n === 0) throw new RowRejected(`level "${level}" is not segment, family, class or commodity`);
          const parentCode = optional(r, 'parent_code');
          if (n > 1 && !parentCode) throw new RowRejected(`a ${level} needs a parent_code`);
          return {
            scheme: 'unspsc',
            code: required(r, 'code'),
            level: n,
            parentCode,
            name: required(r, 'title'),
            sourceLevel: level,
          };
        },
        key: (row) => row.code,
      },
      {
        name: 'CPV 2008',
        columns: ['code', 'level', 'parent_code', 'title_en'],
        map: (r) => {
          const sourceLevel = required(r, 'level').toLowerCase();
          const level = cpvLevels[sourceLevel];
          if (!level) throw new RowRejected(`level "${sourceLevel}" is not a CPV level`);
          const code = required(r, 'code');
          if (!/^\d{8}-\d$/.test(code))
            throw new RowRejected(`code "${code}" is not a CPV code (8 digits, check digit)`);
          const parentCode = optional(r, 'parent_code');
          if (level > 1 && !parentCode) throw new RowRejected(`a ${sourceLevel} needs a parent_code`);
          return { scheme: 'cpv', code, level, parentCode, name: required(r, 'title_en'), sourceLevel };
        },
        key: (row) => row.code,
      },
      {
        name: 'GePNIC observed',
        columns: ['tender_category', 'product_category', 'sub_category'],
        map: (r) => {
          const segment = required(r, 'tender_category');
          const family = required(r, 'product_category');
          const sub = optional(r, 'sub_category');
          const segmentRow: CategoryRow = {
            scheme: 'gepnic',
            code: segment,
            level: 1,
            parentCode: null,
            name: segment,
            sourceLevel: 'tender category',
          };
          const familyRow: CategoryRow = {
            scheme: 'gepnic',
            code: `${segment} > ${family}`,
            level: 2,
            parentCode: segment,
            name: family,
            sourceLevel: 'product category',
          };
          imply(segmentRow);
          if (!sub) {
            rowCodes.add(familyRow.code);
            return familyRow;
          }
          imply(familyRow);
          const row: CategoryRow = {
            scheme: 'gepnic',
            code: `${familyRow.code} > ${sub}`,
            level: 3,
            parentCode: familyRow.code,
            name: sub,
            sourceLevel: 'sub-category',
          };
          rowCodes.add(row.code);
          return row;
        },
        key: (row) => row.code,
      },
    ];
    const target = [productCategories.scheme, productCategories.code];
    return importCsv<CategoryRow>({
      db,
      file,
      progress,
      kind: 'product-categories',
      shapes,
      write: (tx, rows) => upsertRows(tx, productCategories, rows, { target }),
      afterAll: (db) => {
        const parents = [...implied.values()].filter((p) => !rowCodes.has(p.code));
        return db.transaction((tx) => upsertRows(tx as never, productCategories, parents, { target }));
      },
    });
  },
};
