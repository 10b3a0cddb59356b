import { Anchor } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderPage, TenderSummary } from '../../../common/api/tenders.ts';
import { formatCount } from '../../../common/format.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { ClosingLabel } from '../../components/closing-label.tsx';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { SourceText } from '../../components/source-text.tsx';
import { TenderId } from '../../components/tender-id.tsx';
import { dateTime, rupeesOr } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { HighlightedTitle } from './highlighted-title.tsx';
import { fullViewFor } from './presets.ts';

/**
 * Spec §2 listings on the list kit's DataTable (style guide §11): caption, th scope, the value
 * right-aligned; loading, "No Records Found" (§8) and a failed load with Retry in its one status row.
 */
export function TenderTable({
  route,
  page,
  error,
  onRetry,
}: {
  route: RouteId;
  /** undefined while loading or after a failed load. */
  page: TenderPage | undefined;
  error: unknown;
  onRetry(): void;
}) {
  const { t } = useTranslation(['tenders', 'common']);
  const { to } = usePrefix();
  const titleMatches = page?.titleMatches;
  const columns = useMemo<Column<TenderSummary>[]>(
    () => [
      { id: 'referenceNo', header: t('fields.referenceNo'), cell: (tender) => tender.referenceNo },
      // Issue #31 item 3: the source's Tender ID in every row, as CPPP's lists show it.
      { id: 'tenderId', header: t('fields.tenderId'), cell: (tender) => <TenderId id={tender.tenderId} /> },
      {
        id: 'title',
        header: t('fields.title'),
        rowHeader: true,
        cell: (tender) => (
          <>
            <Anchor
              component={Link}
              to={`${to(fullViewFor(tender, route))}?id=${encodeURIComponent(tender.uid)}`}
            >
              <HighlightedTitle title={tender.title} segments={titleMatches?.[tender.uid]} />
            </Anchor>
            {/* Issue #24 item 1: listed from its publication, said plainly until bidding opens. */}
            {tender.status === 'upcoming' && (
              <>
                {' '}
                <span className="closing-label">{t('values.upcoming')}</span>
              </>
            )}
          </>
        ),
      },
      {
        id: 'organisation',
        header: t('fields.organisation'),
        cell: (tender) => (
          <SourceText text={tender.organisation.join(' › ') || null}>
            {tender.organisation.join(' › ') || '—'}
          </SourceText>
        ),
      },
      // Issue #14 item 3: the district of the work (what the district filter uses).
      {
        id: 'district',
        header: t('fields.district'),
        cell: (tender) => <SourceText text={tender.district}>{tender.district ?? '—'}</SourceText>,
      },
      {
        id: 'closingAt',
        header: t('fields.closingAt'),
        cell: (tender) => <span style={{ whiteSpace: 'nowrap' }}>{dateTime(tender.closingAt) ?? '—'}</span>,
      },
      {
        id: 'value',
        header: t('fields.value'),
        numeric: true,
        cell: (tender) => (
          <span style={{ whiteSpace: 'nowrap' }}>{rupeesOr(tender.valueInr, t('values.notDisclosed'))}</span>
        ),
      },
      // Issue #14 item 8 (spec §2 bidawards, "results of tenders"): who won and for how much,
      // without opening each award.
      ...(route === 'bidawards'
        ? [
            {
              id: 'awardedTo',
              header: t('fields.awardedTo'),
              cell: (tender: TenderSummary) => tender.awardedTo?.join(', ') || '—',
            },
            {
              id: 'awardedValue',
              header: t('fields.awardedValue'),
              numeric: true,
              cell: (tender: TenderSummary) => (
                <span style={{ whiteSpace: 'nowrap' }}>{rupeesOr(tender.awardedValueInr ?? null, '—')}</span>
              ),
            },
          ]
        : []),
    ],
    [t, to, route, titleMatches],
  );
  // Issue #14 item 4: on a phone, each tender is a card: its title, Tender ID, organisation,
  // closing time with how soon that is, and value (and on bidawards the award).
  const cardColumns = useMemo<Column<TenderSummary>[]>(() => {
    const byId = new Map(columns.map((c) => [c.id, c]));
    const pick = (id: string) => (byId.get(id) ? [byId.get(id)!] : []);
    return [
      ...pick('title'),
      ...pick('tenderId'),
      ...pick('organisation'),
      ...pick('district'),
      {
        id: 'closingAt',
        header: t('fields.closingAt'),
        cell: (tender) => (
          <span>
            {dateTime(tender.closingAt) ?? '—'}{' '}
            <ClosingLabel closingAt={tender.closingAt} status={tender.status} />
          </span>
        ),
      },
      ...pick('value'),
      ...pick('awardedTo'),
      ...pick('awardedValue'),
    ];
  }, [columns, t]);
  return (
    <DataTable
      cards
      cardColumns={cardColumns}
      caption={page ? t('results.caption', totalWords(page)) : t('results.loading')}
      columns={columns}
      rows={page?.items}
      rowKey={(tender) => tender.uid}
      error={error}
      onRetry={onRetry}
      minWidth={820}
    />
  );
}

/**
 * The count as shown: exact, or "1,000+" when the server stopped counting (`totalCapped`,
 * so a search over a million tenders stays fast).
 */
export function totalWords(page: Pick<TenderPage, 'total'> & { totalCapped?: boolean }) {
  return {
    count: page.totalCapped ? page.total + 1 : page.total,
    formatted: `${formatCount(page.total)}${page.totalCapped ? '+' : ''}`,
  };
}
