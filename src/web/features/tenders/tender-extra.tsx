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
  const { t } = useTranslation(['tenders', 'tender-extra']);
  const x = tender.extra;
  const yes = (b: boolean | undefined) =>
    b === undefined ? null : b ? t('tender-extra:extra.yes') : t('tender-extra:extra.no');
  const flag = (b: boolean | undefined) => (b ? t('tender-extra:extra.yes') : null);
  const dates: Row[] = [
    [t('tender-extra:extra.documentDownloadStart'), dateTime(x.documentDownloadStart ?? null)],
    [t('tender-extra:extra.documentDownloadEnd'), dateTime(x.documentDownloadEnd ?? null)],
    [t('tender-extra:extra.clarificationStart'), dateTime(x.clarificationStart ?? null)],
    [t('tender-extra:extra.clarificationEnd'), dateTime(x.clarificationEnd ?? null)],
    [t('tender-extra:extra.bidOpeningPlace'), x.bidOpeningPlace],
    [t('tender-extra:extra.preBidMeetingAt'), dateTime(x.preBidMeeting?.at ?? null)],
    [t('tender-extra:extra.preBidMeetingPlace'), x.preBidMeeting?.place],
    [t('tender-extra:extra.preBidMeetingAddress'), x.preBidMeeting?.address],
  ];
  const guarantee = x.bankGuarantee
    ? x.bankGuarantee.type === 'percentage'
      ? t('tender-extra:extra.percentOf', { value: x.bankGuarantee.value })
      : formatRupees(x.bankGuarantee.value)
    : null;
  const fees: Row[] = [
    [t('tender-extra:extra.currency'), x.currency],
    [t('tender-extra:extra.payableTo'), x.payableTo],
    [t('tender-extra:extra.payableAt'), x.payableAt],
    [t('tender-extra:extra.offlineInstrument'), x.offlineInstrument],
    [t('tender-extra:extra.tenderFeeExemption'), yes(x.tenderFeeExemption)],
    [t('tender-extra:extra.emdExemption'), yes(x.emdExemption)],
    [t('tender-extra:extra.exemptionReason'), x.exemptionReason],
    [t('tender-extra:extra.feeCurrency'), x.feeCurrency],
    [t('tender-extra:extra.emdCurrency'), x.emdCurrency],
    [
      t('tender-extra:extra.emdValues'),
      x.emdValues?.length ? x.emdValues.map((v) => formatRupees(v)).join('; ') : null,
    ],
    [t('tender-extra:extra.bankGuarantee'), guarantee],
  ];
  const terms: Row[] = [
    [t('tender-extra:extra.sector'), x.sector],
    [t('tender-extra:extra.administrativeApprovalNumber'), x.administrativeApprovalNumber],
    [t('tender-extra:extra.prequalification'), x.prequalification],
    [t('tender-extra:extra.tendererClass'), x.tendererClass],
    [
      t('tender-extra:extra.competitiveBidderType'),
      x.competitiveBidderType ? t(`tender-extra:extra.bidderType.${x.competitiveBidderType}`) : null,
    ],
    [t('tender-extra:extra.fundingAgency'), x.fundingAgency],
    [t('tender-extra:extra.qualityCumCostSelection'), flag(x.qualityCumCostSelection)],
    [t('tender-extra:extra.nonDisclosureAgreement'), flag(x.nonDisclosureAgreement)],
    [t('tender-extra:extra.twoStageBidding'), flag(x.twoStageBidding)],
    [t('tender-extra:extra.tenderCumAuction'), flag(x.tenderCumAuction)],
    [t('tender-extra:extra.multipleDeliveryLocations'), flag(x.multipleDeliveryLocations)],
  ];
  const unspsc: Row[] = (x.unspsc ?? []).map((u) => [
    t(`tender-extra:extra.unspscLevel.${u.level}`),
    `${u.code} — ${u.name}`,
  ]);
  const covers = x.covers ?? [];

  return (
    <>
      <ExtraSection id="more-dates" title={t('tender-extra:extra.moreDates')} rows={dates} />
      <ExtraSection id="fee-details" title={t('tender-extra:extra.feeDetails')} rows={fees} />
      {covers.length > 0 && (
        <Section id="cover-documents" title={t('tender-extra:extra.coverDocuments')}>
          <Stack gap="md">
            {covers.map((cover, i) => (
              <DataTable
                // biome-ignore lint/suspicious/noArrayIndexKey: covers are positional
                key={i}
                caption={t('tender-extra:extra.coverCaption', {
                  n: i + 1,
                  kind: t(`tender-extra:extra.coverKinds.${cover.kind}`, { defaultValue: cover.kind }),
                })}
                columns={[
                  {
                    id: 'name',
                    header: t('tender-extra:extra.documentName'),
                    rowHeader: true,
                    cell: (d) => d.name,
                  },
                  {
                    id: 'type',
                    header: t('tender-extra:extra.documentType'),
                    cell: (d) => d.type.toUpperCase(),
                  },
                  {
                    id: 'size',
                    header: t('tender-extra:extra.maxSize'),
                    numeric: true,
                    cell: (d) => t('tender-extra:extra.megabytes', { value: formatCount(d.sizeMb) }),
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
      <ExtraSection id="terms" title={t('tender-extra:extra.terms')} rows={terms} />
      <ExtraSection id="unspsc" title={t('tender-extra:extra.unspsc')} rows={unspsc} />
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
  const { t } = useTranslation(['tenders', 'tender-extra']);
  const documents = tender.extra.documents ?? [];
  const href =
    documentHref ??
    ((fileId: number) => `/api/v1/public/tenders/${encodeURIComponent(tender.uid)}/documents/${fileId}`);
  if (documents.length === 0) return null;
  return (
    <DataTable
      caption={t('tender-extra:extra.downloadsCaption', { count: documents.length })}
      columns={[
        {
          id: 'title',
          header: t('tender-extra:extra.documentTitle'),
          rowHeader: true,
          cell: (d) => (
            <DocumentDownload href={href(d.fileId)}>
              {d.nit ? t('tender-extra:extra.nitTitle', { title: d.title }) : d.title}
            </DocumentDownload>
          ),
        },
        {
          id: 'size',
          header: t('tender-extra:extra.size'),
          numeric: true,
          cell: (d) =>
            d.sizeBytes === undefined
              ? '—'
              : t('tender-extra:extra.kilobytes', {
                  value: formatCount(Math.max(1, Math.round(d.sizeBytes / 1024))),
                }),
        },
        {
          id: 'sha256',
          header: t('tender-extra:extra.sha256'),
          cell: (d) => (d.sha256 ? <Code style={{ wordBreak: 'break-all' }}>{d.sha256}</Code> : '—'),
        },
      ]}
      rows={documents}
      rowKey={(d) => d.fileId}
      minWidth={640}
    />
  );
}
