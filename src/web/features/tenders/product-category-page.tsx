import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../common/format.ts';
import { productCategoryCountsQuery } from '../../api/public-tenders.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { TableStatusRow } from '../../components/table-status-row.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 productcategory: every product category with its number of active tenders, each
 * leading to tendersbyproductcategory?productCategory=… (the list page's own URL filter).
 */
export function ProductCategoryPage() {
  const { t } = useTranslation(['tenders', 'common', 'routes']);
  const { to } = usePrefix();
  const { data, error, isPending } = useQuery(productCategoryCountsQuery);
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:productcategory')}</Title>
      <Text>{t('productCategories.lead')}</Text>
      {error ? (
        <ApiErrorAlert error={error} />
      ) : isPending ? (
        <Text role="status">{t('results.loading')}</Text>
      ) : (
        <Table striped withTableBorder maw={720}>
          <Table.Caption>{t('productCategories.caption', { count: data.items.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('fields.productCategory')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('productCategories.activeTenders')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <TableStatusRow colSpan={2} rows={data.items} />
            {data.items.map((c) => (
              <Table.Tr key={c.name}>
                <Table.Th scope="row" fw={500}>
                  <Anchor
                    component={Link}
                    to={`${to('tendersbyproductcategory')}?${new URLSearchParams({ productCategory: c.name })}`}
                  >
                    {c.name}
                  </Anchor>
                </Table.Th>
                <Table.Td ta="right">{formatCount(c.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
