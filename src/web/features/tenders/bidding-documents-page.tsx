import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { usePrefix } from '../../lib/use-prefix.ts';
import { TenderDocumentsTable } from './tender-extra.tsx';
import { NotFound, useTenderDetail } from './tender-full-view-page.tsx';
import { SourceRecordLink } from './tender-key-facts.tsx';

/**
 * Spec §2 biddingDocuments: with `?id=<uid>`, the documents section of that tender's full view:
 * its downloadable documents (ePublish), or, for an imported tender that carries none, that it
 * has none here and a link to its record on its source portal (issue #14 item 1, #24 item 3); without an id (the Guidelines
 * menu's "standard bidding documents"), the standard documents, none of which are published yet.
 */
export function BiddingDocumentsPage() {
  const { t } = useTranslation(['tenders', 'routes']);
  const [params] = useSearchParams();
  const uid = params.get('id')?.trim() ?? '';
  return (
    <Stack gap="md">
      <Title order={1}>{t('routes:biddingDocuments')}</Title>
      {uid ? <TenderDocuments uid={uid} /> : <Text>{t('documents.standardNone')}</Text>}
    </Stack>
  );
}

function TenderDocuments({ uid }: { uid: string }) {
  const { t } = useTranslation('tenders');
  const { to } = usePrefix();
  const { data, error, isPending } = useTenderDetail(uid);
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <NotFound reason="unknown" />
    ) : (
      <ApiErrorAlert error={error} />
    );
  }
  if (isPending) return <Text role="status">{t('fullView.loading')}</Text>;
  return (
    <section aria-labelledby="documents-heading">
      <Title order={2} size="h3" id="documents-heading" mb="xs">
        {t('documents.of', { title: data.title })}
      </Title>
      <Text mb="xs">
        {t('fields.referenceNo')}: <strong>{data.referenceNo}</strong>
      </Text>
      {(data.extra.documents ?? []).length > 0 ? (
        <TenderDocumentsTable tender={data} />
      ) : (
        <>
          <Text mb="sm">{t('documents.none')}</Text>
          <SourceRecordLink tender={data} />
        </>
      )}
      <Anchor component={Link} to={`${to('activetendersfullview')}?id=${encodeURIComponent(data.uid)}`}>
        {t('documents.backToTender')}
      </Anchor>
    </section>
  );
}
