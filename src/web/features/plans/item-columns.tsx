import { Anchor, List, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { PlanItem, PlanTender } from '../../../common/api/plans.ts';
import { financialYearLabel } from '../../../common/financial-year.ts';
import type { Column } from '../../components/list/data-table.tsx';
import { rupeesOr } from '../../lib/display-format.ts';

/** The columns every list of plan items shares (subject, category, value, quarter, method). */
export function itemColumns<T extends PlanItem>(
  t: TFunction,
  subject?: (item: T) => React.ReactNode,
): Column<T>[] {
  return [
    {
      id: 'subject',
      header: t('plans:item.subject'),
      rowHeader: true,
      cell: (i) => subject?.(i) ?? i.subject,
    },
    { id: 'category', header: t('plans:item.category'), cell: (i) => t(`plans:categories.${i.category}`) },
    {
      id: 'value',
      header: t('plans:item.estimatedValue'),
      numeric: true,
      cell: (i) => rupeesOr(i.estimatedValue, '—'),
    },
    { id: 'quarter', header: t('plans:item.quarter'), cell: (i) => t(`plans:quarters.${i.quarter}`) },
    { id: 'method', header: t('plans:item.method'), cell: (i) => t(`plans:methods.${i.method}`) },
  ];
}

export const yearLabel = financialYearLabel;

/** A linked tender: its full view (the award's when awarded), Tender ID and title, and its awards. */
export function TenderLinks({
  tenders,
  t,
  to,
}: {
  tenders: PlanTender[];
  t: TFunction;
  to(page: 'activetendersfullview' | 'aocfullview'): string;
}) {
  if (tenders.length === 0) return <Text size="sm">{t('plans:tenders.none')}</Text>;
  return (
    <List spacing="xs">
      {tenders.map((tender) => (
        <List.Item key={tender.id}>
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`${to(tender.awarded ? 'aocfullview' : 'activetendersfullview')}?id=${encodeURIComponent(tender.uid)}`}
            >
              {tender.tenderId}: {tender.title}
            </Anchor>
            <Text size="sm">
              {t('plans:tenders.reference')}: {tender.referenceNo}
            </Text>
            {tender.awards.map((a) => (
              <Text size="sm" key={`${a.bidderName}-${a.valueInr}`}>
                {t('plans:tenders.awardedTo', {
                  bidder: a.bidderName,
                  value: rupeesOr(a.valueInr, t('plans:tenders.valueNotDisclosed')),
                })}
              </Text>
            ))}
            {tender.awarded && tender.awards.length === 0 && (
              <Text size="sm">{t('plans:tenders.awarded')}</Text>
            )}
          </Stack>
        </List.Item>
      ))}
    </List>
  );
}
