import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EpublishAward } from '../../../common/api/epublish-awards.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { awardDocumentHref, awardItemQuery, awardPreviewQuery } from './award-api.ts';
import { DecisionPanel, type FullViewBody, HistorySection, PreviewFrame } from './epublish-preview-page.tsx';
import { usePreviewQueries } from './preview-queries.ts';

/**
 * Spec §2 aocpreview?id=N (issue #11 item 4): the tender's award-of-contract full view as the
 * public will read it once published (the public aocfullview's own body, fed by the preview
 * endpoint), then the history with remarks and the workflow steps this user may take now (the
 * shared ePublish decision panel, spec §4).
 */
export function AwardPreviewPage({ FullView }: { FullView: FullViewBody }) {
  const { t } = useTranslation(['epublish', 'common', 'routes']);
  const { id, ...queries } = usePreviewQueries(awardItemQuery, awardPreviewQuery);
  return (
    <PreviewFrame title={t('routes:aocpreview')} missing={t('award.preview.missing')} {...queries}>
      {(award, tender) => (
        <>
          <AwardStatus item={award} />
          <div className="epublish-preview">
            <FullView
              tender={tender}
              routeId="aocfullview"
              // The tender's own documents through the ePublish endpoint, as its preview does;
              // the award's letter and agreement are not public before it is published.
              documentHref={(fileId) => `/api/v1/epublish/tenders/${award.tender.id}/documents/${fileId}`}
              awardDocumentHref={(fileId) => awardDocumentHref(award.id, fileId)}
            />
          </div>
          <HistorySection item={award} />
          <DecisionPanel
            item={award}
            resource="awards"
            messages="award.decision"
            itemQuery={awardItemQuery(id)}
          />
        </>
      )}
    </PreviewFrame>
  );
}

function AwardStatus({ item }: { item: EpublishAward }) {
  const { t } = useTranslation('epublish');
  const { to } = usePrefix();
  const uid = item.tender.publishedUid;
  return (
    <Alert color="blue" variant="outline" title={t('award.preview.title')}>
      <Stack gap={4}>
        <Text>{t('award.preview.body', { reference: item.tender.referenceNo ?? `#${item.tender.id}` })}</Text>
        <Text>
          {t('form.stateIs', { state: t(`states.${item.state}`) })}{' '}
          {t('preview.createdBy', { name: item.createdBy.name, organisation: item.organisation })}
        </Text>
        {item.remarks && item.state === 'returned' && (
          <Text>{t('form.returnedRemarks', { remarks: item.remarks })}</Text>
        )}
        {item.editable && (
          <Anchor component={Link} to={`${to('aocupdate')}?id=${item.id}`}>
            {t('award.preview.edit')}
          </Anchor>
        )}
        {item.state === 'published' && uid && (
          <Anchor component={Link} to={`${to('aocfullview')}?id=${encodeURIComponent(uid)}`}>
            {t('award.preview.publicView')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
