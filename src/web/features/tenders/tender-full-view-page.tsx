import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { financialYearLabel } from '../../../common/financial-year.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { ApiError } from '../../api/client.ts';
import { tenderDetailQuery } from '../../api/public-tenders.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { SourceText } from '../../components/source-text.tsx';
import { TenderCorrigenda } from '../../components/tender-corrigenda.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { useOrigin } from '../../lib/render-hints.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { GemBidSection } from './gem-bid.tsx';
import { TenderExtra } from './tender-extra.tsx';
import {
  AuthoritySection,
  AwardNotice,
  AwardSections,
  BasicDetails,
  CoversSection,
  CriticalDates,
  DocumentsSection,
  FeesSection,
  OrganisationSection,
  Section,
  WorkSection,
} from './tender-full-view-sections.tsx';
import { KeyFacts, SourceRecordLink, TenderActions } from './tender-key-facts.tsx';

/**
 * Spec §2 "Tender full view" at a stable permalink `/{lang}/<page>?id=<uid>`: organisation,
 * critical dates, fees, covers, documents, award of contract and corrigenda. Open to everyone
 * without a session or captcha, and printable (the print style sheet hides the portal's
 * header, navigation and footer). One component serves activetendersfullview, aocfullview,
 * gembidsfullview and DirectPurchasefullview; aocfullview leads with the award.
 */
export function TenderFullViewPage() {
  const { t } = useTranslation(['tenders', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const [params] = useSearchParams();
  const uid = params.get('id')?.trim() ?? '';
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {uid ? <TenderDetailView uid={uid} routeId={routeId} /> : <NotFound reason="missing" />}
    </Stack>
  );
}

/** Tender detail by permalink id, or the tender-not-found message; shared with biddingDocuments. */
export function useTenderDetail(uid: string) {
  return useQuery({ ...tenderDetailQuery(uid), enabled: uid.length > 0 });
}

export function NotFound({ reason }: { reason: 'missing' | 'unknown' }) {
  const { t } = useTranslation(['tenders', 'routes']);
  const { to } = usePrefix();
  return (
    <Alert
      color="red"
      variant="outline"
      role="alert"
      title={t(`fullView.${reason}Title`)}
      // The browser tests find the pages that show one record by this mark (no id given).
      data-needs-id={reason === 'missing' || undefined}
    >
      <Text mb="xs">{t(`fullView.${reason}Body`)}</Text>
      <Anchor component={Link} to={to('latestactivetenders')}>
        {t('fullView.searchTenders')}
      </Anchor>
    </Alert>
  );
}

function TenderDetailView({ uid, routeId }: { uid: string; routeId: RouteId }) {
  const { t } = useTranslation(['tenders', 'common']);
  const { data, error, isPending } = useTenderDetail(uid);
  if (error) {
    return error instanceof ApiError && error.status === 404 ? (
      <NotFound reason="unknown" />
    ) : (
      <ApiErrorAlert error={error} />
    );
  }
  if (isPending) return <Text role="status">{t('fullView.loading')}</Text>;
  return <TenderFullViewBody tender={data} routeId={routeId} />;
}

/**
 * The full view of one loaded tender. Exported so the ePublish preview (issue #11 item 3)
 * shows exactly what the public will see, fed by its own endpoint (docs/decisions/024).
 */
export function TenderFullViewBody({
  tender: data,
  routeId,
  documentHref,
  awardDocumentHref,
}: {
  tender: TenderDetail;
  routeId: RouteId;
  documentHref?(fileId: number): string;
  /** The award's letter and agreement before they are public (the AoC preview, issue #11 item 4). */
  awardDocumentHref?(fileId: number): string;
}) {
  const { t } = useTranslation(['tenders', 'common']);
  const award = routeId === 'aocfullview';
  return (
    <>
      <TenderHeader tender={data} routeId={routeId} />
      <PlanItemNote tender={data} />
      <GemBidSection tender={data} />
      {award && <AwardSections tender={data} documentHref={awardDocumentHref} />}
      <BasicDetails tender={data} />
      <OrganisationSection tender={data} />
      <CriticalDates tender={data} />
      <FeesSection tender={data} />
      <CoversSection tender={data} />
      <WorkSection tender={data} />
      <AuthoritySection tender={data} />
      <DocumentsSection tender={data} documentHref={documentHref} />
      <TenderExtra tender={data} />
      {!award && data.awarded && <AwardNotice tender={data} />}
      <Section id="corrigenda" title={t('fullView.corrigenda')}>
        <TenderCorrigenda tender={data} />
      </Section>
    </>
  );
}

/**
 * Issue #27 item 5 (decision 052): the approved annual procurement plan item this tender carries
 * out, a link to it on annualprocurementplandisplay (which links back to this tender).
 */
function PlanItemNote({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const { to } = usePrefix();
  if (!tender.planItems?.length) return null;
  return (
    <Stack gap={2} className="tender-plan">
      {tender.planItems.map((item) => (
        <Text key={item.id}>
          {t('fullView.inPlan')}{' '}
          <Anchor component={Link} to={`${to('annualprocurementplandisplay')}?item=${item.id}`}>
            {item.subject}
          </Anchor>{' '}
          {t('fullView.inPlanOf', {
            organisation: item.organisation,
            year: financialYearLabel(item.financialYear),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function TenderHeader({ tender, routeId }: { tender: TenderDetail; routeId: RouteId }) {
  const { t } = useTranslation('tenders');
  const { prefix } = usePrefix();
  const origin = useOrigin();
  const permalink = `${origin}/${prefix}/${routeId}?id=${encodeURIComponent(tender.uid)}`;
  return (
    <Stack gap="sm">
      <Title order={2} className="tender-title">
        <SourceText text={tender.title} />
      </Title>
      <Text>
        {t('fields.referenceNo')}: <strong>{tender.referenceNo}</strong>
      </Text>
      {tender.status === 'cancelled' && <CancelledBanner tender={tender} />}
      <KeyFacts tender={tender} />
      <SourceRecordLink tender={tender} />
      <TenderActions tender={tender} permalink={permalink} />
      <Text size="sm" className="tender-permalink">
        {t('fullView.permalink')}:{' '}
        <Anchor href={permalink} underline="always">
          {permalink}
        </Anchor>
      </Text>
    </Stack>
  );
}

/**
 * Issue #24 item 3: a cancelled tender says so at the top, with the cancelling corrigendum's
 * reason and date, and shows no countdown and no add-to-calendar button (KeyFacts, TenderActions).
 */
function CancelledBanner({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const cancel = tender.corrigenda.filter((c) => c.type === 'cancel').at(-1);
  return (
    <Alert color="red" variant="outline" title={t('fullView.cancelledTitle')} className="cancelled-banner">
      {cancel
        ? t('fullView.cancelledOn', { date: dateOnly(cancel.publishedAt), reason: cancel.details })
        : t('fullView.cancelledNoReason')}
    </Alert>
  );
}
