import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { EpublishCorrigendum } from '../../../common/api/epublish-corrigenda.ts';
import { errorMessage } from '../../api/errors.ts';
import { CorrigendumChanges } from '../../components/corrigendum-changes.tsx';
import { dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import {
  type CorrigendumPreview,
  corrigendumDocumentHref,
  corrigendumItemQuery,
  corrigendumPreviewQuery,
} from './corrigendum-api.ts';
import { DecisionPanel, type FullViewBody, HistorySection } from './epublish-preview-page.tsx';

/**
 * Spec §2 directpurchasecorrigendumpreview?id=N (issue #11 item 3): what the corrigendum
 * changes (old → new, as the public will read it), the corrigendum as it will be listed, the
 * tender as it will read after it (the public full view's own body, fed by the preview
 * endpoint), then the history with remarks and the workflow steps this user may take now
 * (the ePublish decision panel, spec §4).
 */
export function CorrigendumPreviewPage({ FullView }: { FullView: FullViewBody }) {
  const { t } = useTranslation(['epublish', 'common', 'routes']);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...corrigendumItemQuery(id), enabled: valid });
  const preview = useQuery({ ...corrigendumPreviewQuery(id), enabled: valid });
  const error = item.error ?? preview.error;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:directpurchasecorrigendumpreview')}</Title>
      {!valid ? (
        <Alert color="red" variant="outline" role="alert">
          {t('corrigendum.preview.missing')}
        </Alert>
      ) : error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(error, t)}
        </Alert>
      ) : !item.data || !preview.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          <Status item={item.data} />
          <section aria-labelledby="corrigendum-preview-changes">
            <Title order={2} size="h3" id="corrigendum-preview-changes" mb="sm">
              {t('corrigendum.preview.changes')}
            </Title>
            {item.data.changes.length > 0 ? (
              <CorrigendumChanges changes={item.data.changes} />
            ) : (
              <Text>
                {item.data.values.type === 'cancel'
                  ? t('corrigendum.form.summaryCancel')
                  : t('corrigendum.form.summaryNone')}
              </Text>
            )}
          </section>
          <AsListed item={item.data} preview={preview.data} />
          <section aria-labelledby="corrigendum-preview-tender">
            <Title order={2} size="h3" id="corrigendum-preview-tender" mb="sm">
              {t('corrigendum.preview.tender')}
            </Title>
            <div className="epublish-preview">
              <FullView
                tender={preview.data.tender}
                routeId="DirectPurchasefullview"
                // The tender's documents through the ePublish endpoint, as its own preview does.
                documentHref={(fileId) =>
                  `/api/v1/epublish/tenders/${item.data.tender.id}/documents/${fileId}`
                }
              />
            </div>
          </section>
          <HistorySection item={item.data} />
          <DecisionPanel
            item={item.data}
            resource="corrigenda"
            messages="corrigendum.decision"
            itemQuery={corrigendumItemQuery(id)}
          />
        </>
      )}
    </Stack>
  );
}

function Status({ item }: { item: EpublishCorrigendum }) {
  const { t } = useTranslation('epublish');
  const { to } = usePrefix();
  return (
    <Alert color="blue" variant="outline" title={t('corrigendum.preview.title')}>
      <Stack gap={4}>
        <Text>
          {t('corrigendum.preview.body', { reference: item.tender.referenceNo ?? `#${item.tender.id}` })}
        </Text>
        <Text>
          {t('form.stateIs', { state: t(`states.${item.state}`) })}{' '}
          {t('preview.createdBy', { name: item.createdBy.name, organisation: item.organisation })}
        </Text>
        {item.remarks && item.state === 'returned' && (
          <Text>{t('form.returnedRemarks', { remarks: item.remarks })}</Text>
        )}
        {item.editable && (
          <Anchor component={Link} to={`${to('directpurchasecorrigendum')}?id=${item.id}`}>
            {t('corrigendum.preview.edit')}
          </Anchor>
        )}
        {item.publishedUid && (
          <Anchor
            component={Link}
            to={`${to('DirectPurchaseCarrigendumfullview')}?id=${encodeURIComponent(item.publishedUid)}`}
          >
            {t('corrigendum.preview.publicView')}
          </Anchor>
        )}
      </Stack>
    </Alert>
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
    <section aria-labelledby="corrigendum-preview-listed">
      <Title order={2} size="h3" id="corrigendum-preview-listed" mb="sm">
        {t('corrigendum.preview.listed')}
      </Title>
      <dl className="details">
        {rows.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>
              {value === null || value === undefined || value === '' ? t('corrigenda:notAvailable') : value}
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
