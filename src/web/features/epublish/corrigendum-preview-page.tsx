import { Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EpublishCorrigendum } from '../../../common/api/epublish-corrigenda.ts';
import { CorrigendumChanges } from '../../components/corrigendum-changes.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import { dateTime } from '../../lib/display-format.ts';
import {
  type CorrigendumPreview,
  corrigendumDocumentHref,
  corrigendumItemQuery,
  corrigendumPreviewQuery,
} from './corrigendum-api.ts';
import {
  EpublishDecision,
  type FullViewBody,
  HistorySection,
  PreviewFrame,
  PreviewStatus,
} from './epublish-preview-page.tsx';

/**
 * Spec §2 directpurchasecorrigendumpreview?id=N (issue #11 item 3): what the corrigendum
 * changes (old → new, as the public will read it), the corrigendum as it will be listed, the
 * tender as it will read after it (the public full view's own body, fed by the preview
 * endpoint), then the history with remarks and the workflow steps this user may take now
 * (the ePublish decision panel, spec §4).
 */
export function CorrigendumPreviewPage({ FullView }: { FullView: FullViewBody }) {
  const { t } = useTranslation(['epublish', 'common', 'routes']);
  return (
    <PreviewFrame
      title={t('routes:directpurchasecorrigendumpreview')}
      missing={t('corrigendum.preview.missing')}
      itemQuery={corrigendumItemQuery}
      previewQuery={corrigendumPreviewQuery}
    >
      {(item, preview) => (
        <>
          <PreviewStatus
            item={item}
            body={t('corrigendum.preview.body', {
              reference: item.tender.referenceNo ?? `#${item.tender.id}`,
            })}
            edit={['directpurchasecorrigendum', 'corrigendum.preview.edit']}
            publicView={['DirectPurchaseCarrigendumfullview', 'corrigendum.preview.publicView']}
          />
          <section aria-labelledby="corrigendum-preview-changes">
            <Title order={2} size="h3" id="corrigendum-preview-changes" mb="sm">
              {t('corrigendum.preview.changes')}
            </Title>
            {item.changes.length > 0 ? (
              <CorrigendumChanges changes={item.changes} />
            ) : (
              <Text>
                {item.values.type === 'cancel'
                  ? t('corrigendum.form.summaryCancel')
                  : t('corrigendum.form.summaryNone')}
              </Text>
            )}
          </section>
          <AsListed item={item} preview={preview} />
          <section aria-labelledby="corrigendum-preview-tender">
            <Title order={2} size="h3" id="corrigendum-preview-tender" mb="sm">
              {t('corrigendum.preview.tender')}
            </Title>
            <div className="epublish-preview">
              <FullView
                tender={preview.tender}
                routeId="DirectPurchasefullview"
                // The tender's documents through the ePublish endpoint, as its own preview does.
                documentHref={(fileId) => `/api/v1/epublish/tenders/${item.tender.id}/documents/${fileId}`}
              />
            </div>
          </section>
          <HistorySection item={item} />
          <EpublishDecision
            item={item}
            resource="corrigenda"
            form="directpurchasecorrigendum"
            messages="corrigendum.decision"
            itemQuery={corrigendumItemQuery(item.id)}
          />
        </>
      )}
    </PreviewFrame>
  );
}

/** The corrigendum as the tender's full view will list it: type, details, window, document. */
function AsListed({ item, preview }: { item: EpublishCorrigendum; preview: CorrigendumPreview }) {
  const { t } = useTranslation(['epublish', 'corrigenda']);
  const c = preview.corrigendum;
  const doc = item.values.document;
  const rows: [string, ReactNode][] = [
    [t('corrigenda:fields.type'), t(`corrigendum.types.${c.type}`)],
    [
      item.values.type === 'cancel' ? t('corrigendum.form.reason') : t('corrigenda:fields.details'),
      c.details,
    ],
    [t('corrigenda:fields.clarificationStartAt'), dateTime(item.values.clarificationStart)],
    [t('corrigenda:fields.clarificationEndAt'), dateTime(item.values.clarificationEnd)],
    [
      t('corrigenda:fields.document'),
      doc ? (
        <Anchor key="document" href={corrigendumDocumentHref(item.id, doc.fileId)}>
          {doc.title}
        </Anchor>
      ) : null,
    ],
  ];
  return (
    <DetailsList
      id="corrigendum-preview-listed"
      title={t('corrigendum.preview.listed')}
      rows={rows}
      empty={t('corrigenda:notAvailable')}
    />
  );
}
