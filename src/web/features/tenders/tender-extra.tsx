import { Code, Stack, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { formatCount, formatRupees } from '../../../common/format.ts';
import { DocumentDownload } from '../../components/document-download.tsx';
import { DataTable } from '../../components/list/data-table.tsx';
import { dateTime } from '../../lib/display-format.ts';

type Row = [label: string, value: ReactNode | null | undefined];

/**
 * The rest of spec §3 Tender on the public full view (issue #11 item 4): more critical dates
 * (download, clarification, pre-bid), fee details with payable to/at and exemptions, bank
 * guarantee, the covers with the documents each must hold, the terms and flags, and the four
 * UNSPSC levels (the downloadable documents are the Documents section's: TenderDocumentsTable).
 * Only what is known is shown: imported tenders carry little of it. Headings, dl/dt/dd and
 * tables with `th scope` (style.md §11).
 */
export function TenderExtra({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const x = tender.extra;
  const yes = (b: boolean | undefined) => (b === undefined ? null : b ? t('extra.yes') : t('extra.no'));
  const flag = (b: boolean | undefined) => (b ? t('extra.yes') : null);
  const dates: Row[] = [
    [t('extra.documentDownloadStart'), dateTime(x.documentDownloadStart ?? null)],
    [t('extra.documentDownloadEnd'), dateTime(x.documentDownloadEnd ?? null)],
    [t('extra.clarificationStart'), dateTime(x.clarificationStart ?? null)],
    [t('extra.clarificationEnd'), dateTime(x.clarificationEnd ?? null)],
    [t('extra.bidOpeningPlace'), x.bidOpeningPlace],
    [t('extra.preBidMeetingAt'), dateTime(x.preBidMeeting?.at ?? null)],
    [t('extra.preBidMeetingPlace'), x.preBidMeeting?.place],
    [t('extra.preBidMeetingAddress'), x.preBidMeeting?.address],
  ];
  const guarantee = x.bankGuarantee
    ? x.bankGuarantee.type === 'percentage'
      ? t('extra.percentOf', { value: x.bankGuarantee.value })
      : formatRupees(x.bankGuarantee.value)
    : null;
  const fees: Row[] = [
    [t('extra.currency'), x.currency],
    [t('extra.payableTo'), x.payableTo],
    [t('extra.payableAt'), x.payableAt],
    [t('extra.offlineInstrument'), x.offlineInstrument],
    [t('extra.tenderFeeExemption'), yes(x.tenderFeeExemption)],
    [t('extra.emdExemption'), yes(x.emdExemption)],
    [t('extra.exemptionReason'), x.exemptionReason],
    [t('extra.feeCurrency'), x.feeCurrency],
    [t('extra.emdCurrency'), x.emdCurrency],
    [t('extra.emdValues'), x.emdValues?.length ? x.emdValues.map((v) => formatRupees(v)).join('; ') : null],
    [t('extra.bankGuarantee'), guarantee],
  ];
  const terms: Row[] = [
    [t('extra.sector'), x.sector],
    [t('extra.administrativeApprovalNumber'), x.administrativeApprovalNumber],
    [t('extra.prequalification'), x.prequalification],
    [t('extra.tendererClass'), x.tendererClass],
    [
      t('extra.competitiveBidderType'),
      x.competitiveBidderType ? t(`extra.bidderType.${x.competitiveBidderType}`) : null,
    ],
    [t('extra.fundingAgency'), x.fundingAgency],
    [t('extra.qualityCumCostSelection'), flag(x.qualityCumCostSelection)],
    [t('extra.nonDisclosureAgreement'), flag(x.nonDisclosureAgreement)],
    [t('extra.twoStageBidding'), flag(x.twoStageBidding)],
    [t('extra.tenderCumAuction'), flag(x.tenderCumAuction)],
    [t('extra.multipleDeliveryLocations'), flag(x.multipleDeliveryLocations)],
  ];
  const unspsc: Row[] = (x.unspsc ?? []).map((u) => [
    t(`extra.unspscLevel.${u.level}`),
    `${u.code} — ${u.name}`,
  ]);
  const covers = x.covers ?? [];

  return (
    <>
      <ExtraSection id="more-dates" title={t('extra.moreDates')} rows={dates} />
      <ExtraSection id="fee-details" title={t('extra.feeDetails')} rows={fees} />
      {covers.length > 0 && (
        <Section id="cover-documents" title={t('extra.coverDocuments')}>
          <Stack gap="md">
            {covers.map((cover, i) => (
              <DataTable
                // biome-ignore lint/suspicious/noArrayIndexKey: covers are positional
                key={i}
                caption={t('extra.coverCaption', {
                  n: i + 1,
                  kind: t(`extra.coverKinds.${cover.kind}`, { defaultValue: cover.kind }),
                })}
                columns={[
                  { id: 'name', header: t('extra.documentName'), rowHeader: true, cell: (d) => d.name },
                  { id: 'type', header: t('extra.documentType'), cell: (d) => d.type.toUpperCase() },
                  {
                    id: 'size',
                    header: t('extra.maxSize'),
                    numeric: true,
                    cell: (d) => t('extra.megabytes', { value: formatCount(d.sizeMb) }),
                  },
                ]}
                rows={cover.documents}
                rowKey={(_, j) => j}
                minWidth={480}
              />
            ))}
          </Stack>
        </Section>
      )}
      <ExtraSection id="terms" title={t('extra.terms')} rows={terms} />
      <ExtraSection id="unspsc" title={t('extra.unspsc')} rows={unspsc} />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${id}`} className="tender-section">
      <Title order={2} size="h3" id={`section-${id}`} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A section of label–value pairs; rows without a value are left out, and so is an empty section. */
export function ExtraSection({ id, title, rows }: { id: string; title: string; rows: Row[] }) {
  const known = rows.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (known.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <dl className="details">
        {known.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </Section>
  );
}

/**
 * The tender's downloadable documents (decision 015: size and SHA-256 beside each, downloaded
 * through DocumentDownload), or nothing when it has none. One table for the full view's
 * Documents section and the biddingDocuments page (issue #24 item 3: the "no documents"
 * message is said only when there are none).
 */
export function TenderDocumentsTable({
  tender,
  documentHref,
}: {
  tender: TenderDetail;
  documentHref?(fileId: number): string;
}) {
  const { t } = useTranslation('tenders');
  const documents = tender.extra.documents ?? [];
  const href =
    documentHref ??
    ((fileId: number) => `/api/v1/public/tenders/${encodeURIComponent(tender.uid)}/documents/${fileId}`);
  if (documents.length === 0) return null;
  return (
    <DataTable
      caption={t('extra.downloadsCaption', { count: documents.length })}
      columns={[
        {
          id: 'title',
          header: t('extra.documentTitle'),
          rowHeader: true,
          cell: (d) => (
            <DocumentDownload href={href(d.fileId)}>
              {d.nit ? t('extra.nitTitle', { title: d.title }) : d.title}
            </DocumentDownload>
          ),
        },
        {
          id: 'size',
          header: t('extra.size'),
          numeric: true,
          cell: (d) =>
            d.sizeBytes === undefined
              ? '—'
              : t('extra.kilobytes', {
                  value: formatCount(Math.max(1, Math.round(d.sizeBytes / 1024))),
                }),
        },
        {
          id: 'sha256',
          header: t('extra.sha256'),
          cell: (d) => (d.sha256 ? <Code style={{ wordBreak: 'break-all' }}>{d.sha256}</Code> : '—'),
        },
      ]}
      rows={documents}
      rowKey={(d) => d.fileId}
      minWidth={640}
    />
  );
}
