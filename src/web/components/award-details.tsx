import { Anchor, List, Stack, Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenderDetail } from '../../common/api/tenders.ts';
import { formatCount, formatRupees } from '../../common/format.ts';
import { dateOnly } from '../lib/display-format.ts';

/**
 * The award of contract's details beyond the award rows (issue #11 item 4; spec §3 AoC):
 * contract number, company, validity, completion, the qualified and unqualified bidders with
 * the reasons, and the award letter and agreement, on the tender's award section (aocfullview). Only what is known shows: imported awards carry none
 * of it. `documentHref` serves the ePublish preview, whose documents are not public yet.
 */
export function AwardDetails({
  tender,
  documentHref,
}: {
  tender: TenderDetail;
  documentHref?(fileId: number): string;
}) {
  const { t } = useTranslation('tenders');
  const award = tender.extra.award;
  if (!award) return null;
  const href =
    documentHref ??
    ((fileId: number) => `/api/v1/public/tenders/${encodeURIComponent(tender.uid)}/documents/${fileId}`);
  const facts: [string, ReactNode][] = (
    [
      [t('awardDetails.contractNumber'), award.contractNumber],
      [t('awardDetails.companyName'), award.companyName],
      [t('awardDetails.bidderAddress'), award.bidderAddress],
      [t('awardDetails.awardedValue'), award.awardedValue === null ? null : formatRupees(award.awardedValue)],
      [t('awardDetails.bidsAccepted'), award.bidsAccepted === null ? null : formatCount(award.bidsAccepted)],
      [t('awardDetails.validFrom'), dateOnly(award.validFrom)],
      [t('awardDetails.validTo'), dateOnly(award.validTo)],
      [t('awardDetails.completionDate'), dateOnly(award.completionDate)],
    ] satisfies [string, ReactNode][]
  ).filter(([, value]) => value !== null && value !== '');
  return (
    <Stack gap="sm">
      <Table withTableBorder maw={760} aria-labelledby="award-details-title">
        <Table.Caption id="award-details-title">{t('awardDetails.title')}</Table.Caption>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w="40%">
                {label}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Parties parties={award.parties ?? []} />
      {award.documents.length > 0 && (
        <div>
          <Title order={3} size="h5" mb={4}>
            {t('awardDetails.documents')}
          </Title>
          <List>
            {award.documents.map((doc) => (
              <List.Item key={doc.fileId}>
                <Anchor href={href(doc.fileId)}>{doc.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}

type Party = NonNullable<NonNullable<TenderDetail['extra']['award']>['parties']>[number];

/**
 * Spec §3 AoC "qualified and unqualified parties with reason": who qualified, and who did not
 * and why, each a table of its own so that a screen reader hears the count in the caption.
 */
function Parties({ parties }: { parties: Party[] }) {
  const { t } = useTranslation('tenders');
  const qualified = parties.filter((p) => p.qualified);
  const notQualified = parties.filter((p) => !p.qualified);
  return (
    <>
      {qualified.length > 0 && (
        <Table withTableBorder maw={760}>
          <Table.Caption>{t('awardDetails.qualifiedCaption', { count: qualified.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('awardDetails.bidder')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {qualified.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two parties may share a name
              <Table.Tr key={i}>
                <Table.Td>{p.name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {notQualified.length > 0 && (
        <Table withTableBorder maw={760}>
          <Table.Caption>
            {t('awardDetails.notQualifiedCaption', { count: notQualified.length })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w="40%">
                {t('awardDetails.bidder')}
              </Table.Th>
              <Table.Th scope="col">{t('awardDetails.reason')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {notQualified.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two parties may share a name
              <Table.Tr key={i}>
                <Table.Th scope="row">{p.name}</Table.Th>
                <Table.Td>{p.reason ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
