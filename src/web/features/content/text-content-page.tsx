import { Anchor, Code, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { contentPages } from '../../../common/content/pages.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { ApiError } from '../../api/client.ts';
import { publicDocumentHref, publicDocumentQuery } from '../../api/public-content.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import { DocumentDownload } from '../../components/document-download.tsx';
import { dateOnly, kilobytes } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 textcontentsave, read as one published text content item by id (decision 043):
 * `textcontentsave?id=N` shows a content document's details and its document with size and
 * SHA-256, with the way to its guideline page. Not published, blocked or expired: not found.
 */
export function TextContentPage() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const { to } = usePrefix();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...publicDocumentQuery(valid ? id : 0), enabled: valid });
  const page = query.data
    ? (Object.entries(contentPages).find(([, type]) => type === query.data.type)?.[0] as RouteId | undefined)
    : undefined;
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="md">
      <Title order={1}>{query.data?.title ?? t('routes:textcontentsave')}</Title>
      {notFound ? (
        <Text role="alert" data-needs-id={!valid || undefined}>
          {t('public.notFound')}
        </Text>
      ) : query.error ? (
        <ApiErrorAlert error={query.error} />
      ) : !query.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <DetailsList
          id="text-content-details"
          title={t(`types.${query.data.type}`)}
          empty={t('list.none')}
          rows={[
            [t('form.description'), query.data.description],
            [t('form.department'), query.data.department],
            [t('public.date'), dateOnly(query.data.documentDate)],
            [
              t('form.document'),
              <DocumentDownload key="file" href={publicDocumentHref(query.data.id)}>
                {query.data.file.name}
              </DocumentDownload>,
            ],
            [t('public.size'), t('public.kilobytes', { value: kilobytes(query.data.file.size) })],
            [
              t('public.sha256'),
              <Code key="sha" style={{ wordBreak: 'break-all' }}>
                {query.data.file.sha256}
              </Code>,
            ],
          ]}
        />
      )}
      {page && (
        <Anchor component={Link} to={to(page)} w="fit-content">
          {t(`routes:${page}`)}
        </Anchor>
      )}
    </Stack>
  );
}
