import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrigendumChange } from '../../common/api/tenders.ts';
import { formatRupees } from '../../common/format.ts';
import { dateTime } from '../lib/display-format.ts';
import { type Column, DataTable } from './list/data-table.tsx';

/**
 * What a corrigendum changed, field by field, old → new (issue #11 item 3: "no peer portal
 * shows this"; spec §3 Corrigendum). Dates read dd-mm-yyyy hh:mm IST and amounts in rupees with
 * Indian grouping (§9, decision 008); each field is named as the module configuration names it
 * (§3 Module field status, E-Publish › Create Tender), in the page's language. Used by the
 * tender's full view (its corrigenda section), the corrigendum's full view and the ePublish
 * corrigendum form and preview, so all four say it the same way.
 */
export function CorrigendumChanges({
  changes,
  caption,
}: {
  changes: readonly CorrigendumChange[];
  /** Names the table when a page shows several (one per corrigendum). */
  caption?: string;
}) {
  const { t } = useTranslation('corrigenda');
  const show = useChangeValue();
  const columns = useMemo<Column<CorrigendumChange>[]>(
    () => [
      {
        id: 'field',
        header: t('changes.field'),
        rowHeader: true,
        cell: (c) => t(`changes.fields.${c.field}`, { defaultValue: c.field }),
      },
      { id: 'old', header: t('changes.old'), cell: (c) => <del>{show(c.kind, c.old)}</del> },
      {
        id: 'new',
        header: (
          <>
            <span aria-hidden="true">→ </span>
            {t('changes.new')}
          </>
        ),
        cell: (c) => <ins>{show(c.kind, c.new)}</ins>,
      },
    ],
    [t, show],
  );
  if (changes.length === 0) return null;
  return (
    <DataTable
      caption={caption ?? t('changes.caption', { count: changes.length })}
      columns={columns}
      rows={changes}
      rowKey={(c) => c.field}
      minWidth={480}
    />
  );
}

/**
 * One value of a change as the public reads it (dd-mm-yyyy hh:mm IST, ₹ with Indian grouping,
 * days, text); the ePublish corrigendum form shows a field's current value the same way.
 */
export function useChangeValue() {
  const { t } = useTranslation('corrigenda');
  return useCallback(
    (kind: CorrigendumChange['kind'], value: string | number | null | undefined): string => {
      if (value === null || value === undefined || value === '') return t('changes.notSet');
      const text = String(value);
      const n = Number(value);
      if (kind === 'instant') {
        const at = dateTime(text);
        return at ? t('changes.ist', { at }) : text;
      }
      if (kind === 'money') return Number.isFinite(n) ? formatRupees(n) : text;
      if (kind === 'days') return Number.isFinite(n) ? t('changes.days', { count: n }) : text;
      return text;
    },
    [t],
  );
}
