import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount } from '../../../common/format.ts';
import { productCategoryCountsQuery, tenderListQuery } from '../../api/public-tenders.ts';
import { ClosingLabel } from '../../components/closing-label.tsx';
import { SourceText } from '../../components/source-text.tsx';
import { dateTime } from '../../lib/display-format.ts';
import { tenderViewFor } from '../../lib/tender-links.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HomeSection, plainList, Stat } from './home-section.tsx';

/** How many tenders each home preview lists (issue #14 item 6: "a few", the rest one link away). */
const previewRows = 5;

/** How many product categories the home page shows (spec §2 "popular product categories"). */
const popularCategories = 8;

/**
 * Issue #14 item 6 (spec §2 Home screen, latest active tenders): a few open tenders, closing
 * soonest or published most recently, each opening its full view, then a link to the full list
 * in the same order.
 */
export function TenderPreview(props: {
  id: string;
  title: string;
  sort: 'closing' | '-published';
  allLabel: string;
  allHref: string;
}) {
  const { t } = useTranslation(['tenders', 'common', 'home']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(
    tenderListQuery(new URLSearchParams({ status: 'open', sort: props.sort, limit: String(previewRows) })),
  );
  return (
    <HomeSection id={props.id} title={props.title}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : data.items.length === 0 ? (
        <Text>{t('common:noRecords')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} style={plainList}>
          {data.items.map((tender) => (
            <li key={tender.uid}>
              <Anchor
                component={Link}
                to={`${to(tenderViewFor(tender.source))}?id=${encodeURIComponent(tender.uid)}`}
                fw={600}
              >
                <SourceText text={tender.title} />
              </Anchor>
              <Text size="sm">{t('home:tenderId', { id: tender.tenderId })}</Text>
              <Text size="sm">
                {dateTime(tender.closingAt) ?? '—'}{' '}
                <ClosingLabel closingAt={tender.closingAt} status={tender.status} />
              </Text>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={props.allHref} mt="sm" display="inline-block">
        {props.allLabel}
      </Anchor>
    </HomeSection>
  );
}

/** Spec §2 "popular product categories": the categories with the most active tenders. */
export function PopularCategories() {
  const { t } = useTranslation(['tenders', 'common', 'routes', 'home']);
  const { to } = usePrefix();
  const { data, isError } = useQuery(productCategoryCountsQuery);
  const top = [...(data?.items ?? [])].sort((a, b) => b.count - a.count).slice(0, popularCategories);
  return (
    <HomeSection id="home-categories" title={t('home:popularCategories')}>
      {isError ? (
        <Text>{t('home:statisticsUnavailable')}</Text>
      ) : !data ? (
        <Text>{t('common:loading')}</Text>
      ) : top.length === 0 ? (
        <Text>{t('common:noRecords')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {top.map((c) => (
            <Stat
              key={c.name}
              label={c.name}
              value={t('home:activeCount', { count: c.count, formatted: formatCount(c.count) })}
              href={`${to('tendersbyproductcategory')}?${new URLSearchParams({ productCategory: c.name })}`}
            />
          ))}
        </SimpleGrid>
      )}
      <Anchor component={Link} to={to('productcategory')} mt="sm" display="inline-block">
        {t('home:allCategories')}
      </Anchor>
    </HomeSection>
  );
}
