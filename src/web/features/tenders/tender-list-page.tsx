import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  tenderAlertQuery,
  tenderExportHref,
  tenderListQuery,
  tenderOpenDataHref,
} from '../../api/public-tenders.ts';
import { ExportButton } from '../../components/list/export-button.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { apiParams, fullViewFor, isTenderListRoute, presetOf, type TenderListRoute } from './presets.ts';
import { formParams, TenderFilters, urlErrors } from './tender-filters.tsx';
import { TenderTable, totalWords } from './tender-table.tsx';

/**
 * Every tender listing of spec §2 "Search on Tender" (latestactivetenders, archivedtenders,
 * cancelledtenders, bidawards, openingtoday, globaltenders, highvaluetenders, gembids,
 * tendersbyproductcategory): one search (spec §5) with the route's preset filter. The filters
 * live in the page URL under the API's own parameter names, so the page's query string plus
 * the preset is exactly the API query; results page by keyset cursor and download as CSV/XLSX.
 */
export function TenderListPage() {
  const { t, i18n } = useTranslation(['tenders', 'common', 'routes']);
  const current = useCurrentRouteId();
  const route: TenderListRoute = isTenderListRoute(current) ? current : 'latestactivetenders';
  const [pageParams, setPageParams] = useSearchParams();
  const params = apiParams(route, pageParams);
  const preset = presetOf(route);
  // A link with a value the API refuses is not sent: the form shows the field's message.
  const invalidUrl = Object.keys(urlErrors(pageParams, preset, t)).length > 0;
  const { data, error, isPending, refetch } = useQuery({ ...tenderListQuery(params), enabled: !invalidUrl });
  const cursor = pageParams.get('cursor');
  const productCategory = pageParams.get('productCategory');
  const { to } = usePrefix();
  const navigate = useNavigate();

  // A keyword that is one tender's id or reference number (issue 12) opens that tender; the
  // list is replaced, so Back returns to where the search was typed.
  const exact = !cursor && data?.exact ? data.items.find((i) => i.uid === data.exact) : undefined;
  useEffect(() => {
    if (exact)
      navigate(`${to(fullViewFor(exact, route))}?id=${encodeURIComponent(exact.uid)}`, { replace: true });
  }, [exact, navigate, to, route]);

  // The form is remounted when the URL's filters change (back button, a shared link).
  const filterKey = formParams.map((p) => `${p}=${pageParams.get(p) ?? ''}`).join('&');

  const search = (values: Record<string, string>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) next.set(key, value);
    const limit = pageParams.get('limit');
    if (limit) next.set('limit', limit);
    setPageParams(next);
  };

  /**
   * This search with another keyword ("Did you mean …?", "Showing results for …"), from its
   * first page; `asTyped` adds `exact=1`, the words never corrected (issue #30 item 2).
   */
  const withKeyword = (q: string, asTyped = false) => {
    const next = new URLSearchParams(pageParams);
    next.set('q', q);
    next.delete('cursor');
    next.delete('page');
    if (asTyped) next.set('exact', '1');
    else next.delete('exact');
    return `?${next.toString()}`;
  };

  const pageWith = (nextCursor: string | null, pageNo?: number) => {
    const next = new URLSearchParams(pageParams);
    if (nextCursor) next.set('cursor', nextCursor);
    else next.delete('cursor');
    if (nextCursor && pageNo) next.set('page', String(pageNo));
    else next.delete('page');
    return `?${next.toString()}`;
  };

  // Issue #14 item 6: numbered pages ("21–40 of 137", "Page 2 of 7") where the total is exact.
  // The API pages by keyset cursor, so a page is reached from the one before it: the page
  // number rides in the URL beside the cursor, and the cursors seen are remembered so that
  // Previous can return. A link without the number (older bookmarks) pages as before.
  const pageNo = cursor ? Number.parseInt(pageParams.get('page') ?? '', 10) || null : 1;
  const pageSize = Math.min(100, Math.max(1, Number(pageParams.get('limit')) || 20));
  const pagesKey = cursorKey(params);
  // The downloads, feed, calendar and alerts are of the search shown: the corrected one when
  // the typed words were corrected (issue #30 item 2).
  const shown = new URLSearchParams(params);
  if (data?.correctedQuery) shown.set('q', data.correctedQuery);
  useEffect(() => {
    if (data && pageNo) {
      if (cursor) rememberCursor(pagesKey, pageNo, cursor);
      if (data.nextCursor) rememberCursor(pagesKey, pageNo + 1, data.nextCursor);
    }
  }, [data, pageNo, cursor, pagesKey]);
  const numbered = data && !data.totalCapped && pageNo !== null;

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${route}`)}</Title>
      <Text>{t(`lists.${route}`)}</Text>
      {/* Issue #14 item 7: what the portal does not translate is said, and marked lang="en". */}
      {i18n.language === 'as' ? (
        <Text size="sm" c="dimmed">
          {t('lists.asPublished')}
        </Text>
      ) : null}
      {route === 'tendersbyproductcategory' && (
        <Text>
          {productCategory ? t('lists.productCategoryChosen', { name: productCategory }) : null}{' '}
          <ProductCategoryLink />
        </Text>
      )}
      <TenderFilters key={filterKey} initial={pageParams} locked={preset} onSearch={search} />
      {/* While the results load, their space is kept (most of a screen), so the page does not jump
          when the table arrives (Lighthouse measured a layout shift of 0.28 without it). */}
      <section
        aria-labelledby="tender-results-heading"
        aria-busy={isPending && !invalidUrl}
        style={isPending && !invalidUrl && !error ? { minHeight: '70vh' } : undefined}
      >
        <Group justify="space-between" align="baseline" mb="xs">
          <Title order={2} size="h3" id="tender-results-heading">
            {t('results.heading')}
          </Title>
          <Text role="status" fw={600}>
            {data ? t('results.count', totalWords(data)) : ''}
          </Text>
        </Group>
        {invalidUrl ? (
          <Text>{t('results.fixFilters')}</Text>
        ) : (
          <>
            {/* Issue #30 item 2 (decision 058): the corrected search's results, and both links. */}
            {data?.correctedQuery && data.correctedFrom && (
              <Text>
                {t('results.showingFor')}{' '}
                <Anchor component={Link} to={withKeyword(data.correctedQuery)} fw={600} fs="italic">
                  {data.correctedQuery}
                </Anchor>
                {t('results.sentenceEnd')} {t('results.searchInstead')}{' '}
                <Anchor component={Link} to={withKeyword(data.correctedFrom, true)} fs="italic">
                  {data.correctedFrom}
                </Anchor>
              </Text>
            )}
            {data?.suggestion && (
              <Text>
                {t('results.didYouMean')}{' '}
                <Anchor component={Link} to={withKeyword(data.suggestion)} fw={600}>
                  {data.suggestion}
                </Anchor>
              </Text>
            )}
            <TenderTable route={route} page={data} error={error} onRetry={() => void refetch()} />
            {data && (
              <Group justify="space-between" mt="sm" className="no-print">
                {numbered ? (
                  <Pager
                    page={pageNo}
                    total={data.total}
                    pageSize={pageSize}
                    shown={data.items.length}
                    canGoTo={(p) =>
                      p === 1 ||
                      (p === pageNo + 1 ? Boolean(data.nextCursor) : knownCursor(pagesKey, p) !== undefined)
                    }
                    onPage={(p) => {
                      const at = p === pageNo + 1 ? data.nextCursor : knownCursor(pagesKey, p);
                      navigate(pageWith(p === 1 ? null : (at ?? null), p));
                    }}
                  />
                ) : (
                  <nav aria-label={t('results.pages')}>
                    <Group gap="xs">
                      {cursor ? (
                        <Button component={Link} to={pageWith(null)} variant="default">
                          {t('results.firstPage')}
                        </Button>
                      ) : (
                        <Button variant="default" disabled>
                          {t('results.firstPage')}
                        </Button>
                      )}
                      {data.nextCursor ? (
                        <Button component={Link} to={pageWith(data.nextCursor)}>
                          {t('results.nextPage')}
                        </Button>
                      ) : (
                        <Button disabled>{t('results.nextPage')}</Button>
                      )}
                    </Group>
                  </nav>
                )}
                {/* Spec §2 downloads of the same filters; a failed download says "Downloading
                    Error" (§8) instead of saving the error as the user's spreadsheet. */}
                {data.total > 0 && (
                  <ExportButton
                    label={t('results.download')}
                    href={(format) => tenderExportHref(format, shown)}
                    fileName={route}
                  />
                )}
                {/* Issue #32 item 5: the same search as a feed and as a calendar, plain links. */}
                <a href={tenderOpenDataHref('atom', shown)} type="application/atom+xml">
                  {t('results.feed')}
                </a>
                <a href={tenderOpenDataHref('ics', shown)} type="text/calendar">
                  {t('results.calendar')}
                </a>
                {/* Issue #32 item 6: the same search as a daily e-mail (its page saves it). */}
                <Link to={`${to('searchalerts')}${tenderAlertQuery(shown)}`}>{t('results.alerts')}</Link>
              </Group>
            )}
          </>
        )}
      </section>
    </Stack>
  );
}

/**
 * Cursors of the pages seen in this visit, per search (its API query without the cursor), so
 * that Previous on a keyset-paged list can return to a page already read.
 */
const seenCursors = new Map<string, Map<number, string>>();
function cursorKey(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.delete('cursor');
  copy.sort();
  return copy.toString();
}
function rememberCursor(key: string, page: number, cursor: string) {
  const pages = seenCursors.get(key) ?? new Map<number, string>();
  pages.set(page, cursor);
  seenCursors.set(key, pages);
}
function knownCursor(key: string, page: number): string | undefined {
  return seenCursors.get(key)?.get(page);
}

function ProductCategoryLink() {
  const { t } = useTranslation(['tenders', 'routes']);
  const { to } = usePrefix();
  return (
    <Anchor component={Link} to={to('productcategory')} underline="always">
      {t('lists.chooseProductCategory')}
    </Anchor>
  );
}
