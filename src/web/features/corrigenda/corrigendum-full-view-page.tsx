import { Alert, Anchor, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { CorrigendumDetail } from '../../../common/api/corrigenda.ts';
import { formatCount } from '../../../common/format.ts';
import { ApiError, apiFetch } from '../../api/client.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { CorrigendumChanges } from '../../components/corrigendum-changes.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import { DocumentDownload } from '../../components/document-download.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateTime } from '../../lib/display-format.ts';
import { useOrigin } from '../../lib/render-hints.ts';
import { corrigendumViewFor, tenderViewFor } from '../../lib/tender-links.ts';
import { usePrefix } from '../../lib/use-prefix.ts';

/**
 * Spec §2 corrigendumfullview and DirectPurchaseCarrigendumfullview at a stable permalink
 * `/{lang}/<page>?id=<uid>`: type, date, details, the new closing date, clarification period,
 * document, and the tender it amends. Open to everyone, printable.
 */
export function CorrigendumFullViewPage() {
  const { t } = useTranslation(['corrigenda', 'routes']);
  const routeId = useCurrentRouteId();
  const [params] = useSearchParams();
  const uid = params.get('id')?.trim() ?? '';
  const { data, error, isPending } = useQuery({
    queryKey: ['public-corrigenda', 'detail', uid],
    queryFn: ({ signal }) =>
      apiFetch<CorrigendumDetail>(`/public/corrigenda/${encodeURIComponent(uid)}`, { signal }),
    enabled: uid.length > 0,
  });
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {!uid || (error instanceof ApiError && error.status === 404) ? (
        <NotFound reason={uid ? 'unknown' : 'missing'} />
      ) : error ? (
        <ApiErrorAlert error={error} />
      ) : isPending ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <Details corrigendum={data} />
      )}
    </Stack>
  );
}

function NotFound({ reason }: { reason: 'missing' | 'unknown' }) {
  const { t } = useTranslation('corrigenda');
  const { to } = usePrefix();
  return (
    <Alert
      color="red"
      variant="outline"
      role="alert"
      title={t(`${reason}Title`)}
      // The browser tests find the pages that show one record by this mark (no id given).
      data-needs-id={reason === 'missing' || undefined}
    >
      <Text mb="xs">{t(`${reason}Body`)}</Text>
      <Anchor component={Link} to={to('listofcorrigendums')}>
        {t('allCorrigenda')}
      </Anchor>
    </Alert>
  );
}

function Details({ corrigendum: c }: { corrigendum: CorrigendumDetail }) {
  const { t } = useTranslation('corrigenda');
  const { to, prefix } = usePrefix();
  const origin = useOrigin();
  const permalink = `${origin}/${prefix}/${corrigendumViewFor(c.tender.source)}?id=${encodeURIComponent(c.uid)}`;
  const rows: [string, ReactNode][] = [
    [t('fields.type'), t(`types.${c.type}`)],
    [t('fields.publishedAt'), dateTime(c.publishedAt)],
    [t('fields.details'), c.details],
    [t('fields.newClosingAt'), dateTime(c.newClosingAt)],
    [t('fields.clarificationStartAt'), dateTime(c.clarificationStartAt)],
    [t('fields.clarificationEndAt'), dateTime(c.clarificationEndAt)],
    // Issue #24 item 3: the corrigendum's own document is downloadable where it is shown, with
    // its size and SHA-256 (decision 015); an imported corrigendum names it only.
    [
      t('fields.document'),
      c.document ? (
        <>
          <DocumentDownload href={`/api/v1/public/corrigenda/${encodeURIComponent(c.uid)}/document`}>
            {c.document.title}
          </DocumentDownload>{' '}
          <Text component="span" size="sm">
            ({t('documentSize', { value: formatCount(Math.max(1, Math.round(c.document.sizeBytes / 1024))) })}
            )
          </Text>
          <Text size="sm">
            SHA-256: <Code style={{ wordBreak: 'break-all' }}>{c.document.sha256}</Code>
          </Text>
        </>
      ) : (
        c.documentName
      ),
    ],
  ];
  return (
    <>
      <Stack gap="xs">
        <Title order={2}>{t('numberedOf', { number: c.number, reference: c.tender.referenceNo })}</Title>
        <Group className="no-print">
          <Button variant="outline" onClick={() => window.print()}>
            {t('print')}
          </Button>
        </Group>
        {/* tender-permalink: the long address breaks anywhere rather than widen a phone's page. */}
        <Text size="sm" className="tender-permalink">
          {t('permalink')}:{' '}
          <Anchor href={permalink} underline="always">
            {permalink}
          </Anchor>
        </Text>
      </Stack>
      <DetailsList
        id="corrigendum-details"
        title={t('detailsHeading')}
        rows={rows}
        empty={t('notAvailable')}
      />
      {c.changes.length > 0 && (
        // Issue #11 item 3: the public reads what changed, field by field (old → new).
        <section aria-labelledby="corrigendum-changes">
          <Title order={2} size="h3" id="corrigendum-changes" mb="sm">
            {t('changes.heading')}
          </Title>
          <CorrigendumChanges changes={c.changes} />
        </section>
      )}
      <section aria-labelledby="corrigendum-tender">
        <Title order={2} size="h3" id="corrigendum-tender" mb="sm">
          {t('tenderHeading')}
        </Title>
        <dl className="details">
          <dt>{t('fields.tender')}</dt>
          <dd>
            <Anchor
              component={Link}
              to={`${to(tenderViewFor(c.tender.source))}?id=${encodeURIComponent(c.tender.uid)}`}
            >
              {c.tender.title}
            </Anchor>
          </dd>
          <dt>{t('fields.referenceNo')}</dt>
          <dd>{c.tender.referenceNo}</dd>
          <dt>{t('fields.organisation')}</dt>
          <dd>{c.tender.organisation.join(' / ') || t('notAvailable')}</dd>
          <dt>{t('fields.closingAt')}</dt>
          <dd>{dateTime(c.tender.closingAt) ?? t('notAvailable')}</dd>
        </dl>
      </section>
    </>
  );
}
