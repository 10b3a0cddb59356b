// The list kit (issue #9, docs/decisions/018): import from here.
export { type Column, DataTable } from './data-table.tsx';
export { ExportButton } from './export-button.tsx';
export { KeywordSearch } from './keyword-search.tsx';
export { Pager } from './pager.tsx';
export { useListQuery, useUrlFilters } from './use-list-query.ts';
