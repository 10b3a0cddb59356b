/**
 * A financial year (April to March) by its first calendar year, as the portal writes it:
 * 2026 → "2026-27" (annual procurement plans, issue #27 item 5). Its own module: the public
 * tender full view names a plan's year without loading the plans' schemas.
 */
export const financialYearLabel = (start: number) => `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
