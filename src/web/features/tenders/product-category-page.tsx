import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ProductCategoryCounts, productCategoryCountsQuery } from '../../api/public-tenders.ts';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 productcategory: every product category with its number of active tenders, each
 * leading to tendersbyproductcategory?productCategory=… (the list page's own URL filter).
 */
export function ProductCategoryPage() {
  const { t } = useTranslation(['tenders', 'common', 'routes']);
  const { to } = usePrefix();
  const { data, error, refetch } = useQuery(productCategoryCountsQuery);
  const columns = useMemo<Column<ProductCategoryCounts['items'][number]>[]>(
    () => [
      {
        id: 'name',
        header: t('fields.productCategory'),
        rowHeader: true,
        cell: (c) => (
          <Anchor
            component={Link}
            to={`${to('tendersbyproductcategory')}?${new URLSearchParams({ productCategory: c.name })}`}
          >
            {c.name}
          </Anchor>
        ),
      },
      // A number: the table right-aligns it with Indian grouping (style.md §11).
      { id: 'count', header: t('productCategories.activeTenders'), numeric: true, cell: (c) => c.count },
    ],
    [t, to],
  );
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:productcategory')}</Title>
      <Text>{t('productCategories.lead')}</Text>
      <Box maw={720}>
        <DataTable
          caption={data ? t('productCategories.caption', { count: data.items.length }) : t('results.loading')}
          columns={columns}
          rows={data?.items}
          rowKey={(c) => c.name}
          error={error}
          onRetry={() => void refetch()}
        />
      </Box>
    </Stack>
  );
}
