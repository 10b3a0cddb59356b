import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CorrigendumChange } from '../../common/api/tenders.ts';
import { formatRupees } from '../../common/format.ts';
import { dateTime } from '../lib/display-format.ts';

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
  if (changes.length === 0) return null;
  const show = (change: CorrigendumChange, value: string | null): string => {
    if (value === null || value === '') return t('changes.notSet');
    switch (change.kind) {
      case 'instant': {
        const at = dateTime(value);
        return at ? t('changes.ist', { at }) : value;
      }
      case 'money': {
        const n = Number(value);
        return Number.isFinite(n) ? formatRupees(n) : value;
      }
      case 'days': {
        const n = Number(value);
        return Number.isFinite(n) ? t('changes.days', { count: n }) : value;
      }
      default:
        return value;
    }
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder striped className="corrigendum-changes">
        <Table.Caption>{caption ?? t('changes.caption', { count: changes.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('changes.field')}</Table.Th>
            <Table.Th scope="col">{t('changes.old')}</Table.Th>
            <Table.Th scope="col">
              <span aria-hidden="true">→ </span>
              {t('changes.new')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={500}>
                {t(`changes.fields.${change.field}`, { defaultValue: change.field })}
              </Table.Th>
              <Table.Td>
                <del>{show(change, change.old)}</del>
              </Table.Td>
              <Table.Td>
                <ins>{show(change, change.new)}</ins>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
