import { Code, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { PublicContentDocument } from '../../../common/api/content.ts';
import { keywordSchema } from '../../../common/api/paging.ts';
import { type ContentPageId, contentPages } from '../../../common/content/pages.ts';
import { publicDocumentHref, publicDocumentsQuery } from '../../api/public-content.ts';
import { DocumentDownload } from '../../components/document-download.tsx';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { KeywordSearch } from '../../components/list/keyword-search.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly, kilobytes } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 public actrules, centralactrules, instructionrelatedtosppp, wbadbmdb, oonc and
 * downloads (issue #27 item 1; decision 043): the published documents of the page's type in the
 * visitor's language (and bilingual ones), newest first, with keyword search (§5: at least 3
 * characters), the document's date, size and SHA-256, and its download through the files module.
 * Expired documents are left out by the server's query (its clock, not the page's: decisions
 * 031/044). Server-rendered (decision 030): the keyword and page are in the URL, downloads are
 * links.
 */
export function ContentDocumentsPage() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const routeId = useCurrentRouteId() as ContentPageId;
  const type = contentPages[routeId] ?? 'downloads';
  const { lang } = usePrefix();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const rawQ = search.get('q') ?? '';
  const q = keywordSchema.safeParse(rawQ).success ? rawQ.trim() : '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const apiQuery = new URLSearchParams({ type, lang: lang === 'as' ? 'as' : 'en' });
  if (q) apiQuery.set('q', q);
  if (page > 1) apiQuery.set('page', String(page));
  const query = useQuery(publicDocumentsQuery(apiQuery.toString()));

  const columns: Column<PublicContentDocument>[] = [
    {
      id: 'title',
      header: t('public.title'),
      rowHeader: true,
      cell: (d) => (
        <Stack gap={2}>
          <DocumentDownload href={publicDocumentHref(d.id)}>{d.title}</DocumentDownload>
          {d.description && <Text size="sm">{d.description}</Text>}
          {d.department && (
            <Text size="sm" c="dimmed">
              {d.department}
            </Text>
          )}
        </Stack>
      ),
    },
    { id: 'date', header: t('public.date'), cell: (d) => dateOnly(d.documentDate) },
    {
      id: 'size',
      header: t('public.size'),
      numeric: true,
      cell: (d) => t('public.kilobytes', { value: kilobytes(d.file.size) }),
    },
    {
      id: 'sha256',
      header: t('public.sha256'),
      cell: (d) => <Code style={{ wordBreak: 'break-all' }}>{d.file.sha256}</Code>,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t(`public.intro.${type}`)}</Text>
      <KeywordSearch
        value={q}
        label={t('public.searchLabel')}
        onSearch={(keyword) => navigate(keyword ? `?${new URLSearchParams({ q: keyword })}` : '?')}
      />
      <DataTable
        caption={
          query.data
            ? q
              ? t('public.captionFor', { count: query.data.total, keyword: q })
              : t('public.caption', { count: query.data.total })
            : t('common:loading')
        }
        columns={columns}
        rows={query.data?.items}
        rowKey={(d) => d.id}
        error={query.error}
        onRetry={() => void query.refetch()}
        minWidth={760}
      />
      {query.data && (
        <Pager
          page={page}
          total={query.data.total}
          pageSize={query.data.pageSize}
          shown={query.data.items.length}
          onPage={(p) => {
            const next = new URLSearchParams(search);
            next.set('page', String(p));
            navigate(`?${next}`);
          }}
        />
      )}
      <Text size="sm">{t('public.sha256Hint')}</Text>
    </Stack>
  );
}
