import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The one row a table shows instead of data: "Loading, please wait…" while the rows are not
 * there yet, and spec §8 "No Records Found" when there are none. Nothing otherwise.
 */
export function TableStatusRow({ colSpan, rows }: { colSpan: number; rows: readonly unknown[] | undefined }) {
  const { t } = useTranslation('common');
  if (rows && rows.length > 0) return null;
  return (
    <Table.Tr>
      <Table.Td colSpan={colSpan}>{rows ? t('noRecords') : t('loading')}</Table.Td>
    </Table.Tr>
  );
}
