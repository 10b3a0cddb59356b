// The sections of a tender's full view (spec §2 full view): what TenderFullViewBody shows, in order.
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import { formatCount } from '../../../common/format.ts';
import { AwardDetails } from '../../components/award-details.tsx';
import { ClosingLabel } from '../../components/closing-label.tsx';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { SourceText } from '../../components/source-text.tsx';
import { dateOnly, dateTime, rupeesOr } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { TenderDocumentsTable } from './tender-extra.tsx';
import { SourceRecordLink } from './tender-key-facts.tsx';
import { WorkDistrict } from './work-district.tsx';

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`section-${id}`} className="tender-section">
      <Title order={2} size="h3" id={`section-${id}`} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** A list of label–value pairs; missing values read "Not available". */
/** A source portal's text for a Details row: marked as English on Assamese pages; none stays none. */
export function sourceText(text: string | null | undefined) {
  return text ? <SourceText text={text} /> : text;
}

export function Details({ rows }: { rows: [label: string, value: ReactNode | null | undefined][] }) {
  const { t } = useTranslation('tenders');
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? t('values.notAvailable') : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/**
 * Spec §3 "Tender (offline / direct purchase)" has no contract type, financial bid opening or
 * payment mode: an ePublish tender's full view leaves those rows out instead of saying "Not
 * available" for a field its form never had (issue #24 item 6; imported tenders carry them).
 */
const hasField = (tender: TenderDetail) => tender.source !== 'epublish';
const sourceRow = (tender: TenderDetail, row: [string, ReactNode]): [string, ReactNode][] =>
  hasField(tender) ? [row] : [];

export function statusText(tender: TenderDetail, t: (k: string) => string) {
  return tender.awarded ? t('status.awarded') : t(`status.${tender.status}`);
}

export function BasicDetails({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  return (
    <Section id="basic" title={t('fullView.basic')}>
      <Details
        rows={[
          [t('fields.referenceNo'), tender.referenceNo],
          [t('fields.tenderId'), tender.tenderId],
          [t('fields.source'), t(`sources.${tender.source}`)],
          [t('fields.status'), statusText(tender, t)],
          [t('fields.tenderType'), tender.tenderType],
          [t('fields.category'), tender.category],
          [t('fields.formOfContract'), tender.formOfContract],
          ...sourceRow(tender, [t('fields.contractType'), tender.contractType]),
          [t('fields.productCategory'), tender.productCategory],
          [t('fields.subCategory'), tender.subCategory],
        ]}
      />
    </Section>
  );
}

export function OrganisationSection({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  return (
    <Section id="organisation" title={t('fullView.organisation')}>
      {tender.organisation.length === 0 ? (
        <Text>{t('values.notAvailable')}</Text>
      ) : (
        <List type="ordered" aria-label={t('fullView.organisationChain')}>
          {tender.organisation.map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the chain's levels are positional
            <List.Item key={i}>
              <SourceText text={name} />
            </List.Item>
          ))}
        </List>
      )}
    </Section>
  );
}

export function CriticalDates({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const days = (n: number | null) => (n === null ? null : t('values.days', { count: n }));
  return (
    <Section id="dates" title={t('fullView.criticalDates')}>
      <Details
        rows={[
          [t('fields.publishedAt'), dateTime(tender.publishedAt)],
          [t('fields.bidSubmissionStartAt'), dateTime(tender.bidSubmissionStartAt)],
          [
            t('fields.closingAt'),
            tender.closingAt && (
              <>
                {dateTime(tender.closingAt)}{' '}
                <ClosingLabel closingAt={tender.closingAt} status={tender.status} />
              </>
            ),
          ],
          [t('fields.openingAt'), dateTime(tender.openingAt)],
          ...sourceRow(tender, [t('fields.financialBidOpeningAt'), dateTime(tender.financialBidOpeningAt)]),
          [t('fields.bidValidity'), days(tender.bidValidityDays)],
          [t('fields.periodOfWork'), days(tender.periodOfWorkDays)],
        ]}
      />
      <Text size="sm" mt="xs">
        {t('fullView.timesInIst')}
      </Text>
    </Section>
  );
}

export function FeesSection({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const notDisclosed = t('values.notDisclosed');
  return (
    <Section id="fees" title={t('fullView.fees')}>
      <Details
        rows={[
          [t('fields.value'), rupeesOr(tender.valueInr, notDisclosed)],
          [t('fields.fee'), tender.feeInr === null ? null : rupeesOr(tender.feeInr, notDisclosed)],
          [t('fields.emd'), tender.emdInr === null ? null : rupeesOr(tender.emdInr, notDisclosed)],
          ...sourceRow(tender, [t('fields.paymentMode'), tender.paymentMode]),
        ]}
      />
    </Section>
  );
}

export function CoversSection({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const covers = tender.covers;
  return (
    <Section id="covers" title={t('fullView.covers')}>
      <Details
        rows={[
          [
            t('fields.covers'),
            covers === null ? null : covers >= 1 && covers <= 4 ? t(`covers.${covers}`) : formatCount(covers),
          ],
        ]}
      />
    </Section>
  );
}

export function WorkSection({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  return (
    <Section id="work" title={t('fullView.work')}>
      <Details
        rows={[
          [t('fields.title'), sourceText(tender.title)],
          [t('fields.description'), sourceText(tender.description)],
          [t('fields.location'), sourceText(tender.location)],
          [t('fields.workDistrict'), <WorkDistrict key="work-district" tender={tender} />],
          [t('fields.pincode'), tender.pincode],
        ]}
      />
    </Section>
  );
}

export function AuthoritySection({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  return (
    <Section id="authority" title={t('fullView.authority')}>
      <Details
        rows={[
          [t('fields.authorityName'), tender.invitingAuthority.name],
          [t('fields.authorityAddress'), tender.invitingAuthority.address],
        ]}
      />
    </Section>
  );
}

/**
 * Spec §3 Tender documents: the tender's own downloadable documents (ePublish), or, when it has
 * none on this portal (imported tenders), where they are: its source portal (issue #24 item 3).
 */
export function DocumentsSection({
  tender,
  documentHref,
}: {
  tender: TenderDetail;
  documentHref?(fileId: number): string;
}) {
  const { t } = useTranslation(['tenders', 'routes']);
  const { to } = usePrefix();
  const own = (tender.extra.documents ?? []).length > 0;
  return (
    <Section id="documents" title={t('fullView.documents')}>
      {own ? (
        <TenderDocumentsTable tender={tender} documentHref={documentHref} />
      ) : (
        <>
          <Text>{t('documents.none')}</Text>
          <SourceRecordLink tender={tender} />
        </>
      )}
      <Anchor
        component={Link}
        to={`${to('biddingDocuments')}?id=${encodeURIComponent(tender.uid)}`}
        className="no-print"
      >
        {t('documents.open')}
      </Anchor>
    </Section>
  );
}

export function AwardNotice({ tender }: { tender: TenderDetail }) {
  const { t } = useTranslation('tenders');
  const { to } = usePrefix();
  return (
    <Section id="award" title={t('fullView.award')}>
      <Text>{t('fullView.awardRecorded')}</Text>
      <Anchor component={Link} to={`${to('aocfullview')}?id=${encodeURIComponent(tender.uid)}`}>
        {t('fullView.openAward')}
      </Anchor>
    </Section>
  );
}

/** Spec §3 AoC: the contract, the successful bidders with values, and the bids received. */
export function AwardSections({
  tender,
  documentHref,
}: {
  tender: TenderDetail;
  documentHref?(fileId: number): string;
}) {
  const { t } = useTranslation(['tenders', 'common']);
  const notDisclosed = t('values.notDisclosed');
  const awardColumns: Column<TenderDetail['awards'][number]>[] = [
    { id: 'bidder', header: t('fields.bidderName'), rowHeader: true, cell: (a) => a.bidderName },
    { id: 'bidNumber', header: t('fields.bidNumber'), cell: (a) => a.bidNumber ?? '—' },
    {
      id: 'value',
      header: t('fields.awardedValue'),
      numeric: true,
      cell: (a) =>
        a.currency !== 'INR' && a.valueInr === null ? a.currency : rupeesOr(a.valueInr, notDisclosed),
    },
  ];
  // The two statuses an ePublish award writes (act-on-award.ts) are read in the page's
  // language; an imported source's own status words are shown as the source wrote them.
  const bidStatus = (status: string | null) =>
    status === 'Qualified'
      ? t('awardDetails.qualified')
      : status === 'Not qualified'
        ? t('awardDetails.notQualified')
        : (status ?? '—');
  const bidColumns: Column<TenderDetail['bids'][number]>[] = [
    { id: 'bidder', header: t('fields.bidderName'), rowHeader: true, cell: (b) => b.bidderName },
    { id: 'bidNumber', header: t('fields.bidNumber'), cell: (b) => b.bidNumber ?? '—' },
    { id: 'submittedAt', header: t('fields.submittedAt'), cell: (b) => dateTime(b.submittedAt) ?? '—' },
    { id: 'status', header: t('fields.bidStatus'), cell: (b) => bidStatus(b.status) },
  ];
  return (
    <>
      <Section id="award" title={t('fullView.award')}>
        {!tender.awarded && tender.awards.length === 0 && tender.contract === null ? (
          <Text>{t('fullView.noAward')}</Text>
        ) : (
          <Stack gap="md">
            <Details
              rows={[
                [t('fields.contractDate'), tender.contract ? dateOnly(tender.contract.date) : null],
                [
                  t('fields.contractValue'),
                  tender.contract?.valueInr == null ? null : rupeesOr(tender.contract.valueInr, notDisclosed),
                ],
                [
                  t('fields.completionPeriod'),
                  tender.contract?.completionDays == null
                    ? null
                    : t('values.days', { count: tender.contract.completionDays }),
                ],
                [
                  t('fields.bidsReceived'),
                  formatCount(tender.extra.award?.bidsReceived ?? tender.bids.length),
                ],
              ]}
            />
            <AwardDetails tender={tender} documentHref={documentHref} />
            <DataTable
              caption={t('fullView.awardsCaption', { count: tender.awards.length })}
              columns={awardColumns}
              rows={tender.awards}
              // A bidder may hold several awards without a bid number.
              rowKey={(a, i) => `${a.bidNumber}-${i}`}
              minWidth={560}
            />
          </Stack>
        )}
      </Section>
      <Section id="bids" title={t('fullView.bids')}>
        <DataTable
          caption={t('fullView.bidsCaption', { count: tender.bids.length })}
          columns={bidColumns}
          rows={tender.bids}
          // Imported bids may lack a bid number.
          rowKey={(b, i) => `${b.bidNumber}-${i}`}
          minWidth={560}
        />
      </Section>
    </>
  );
}
