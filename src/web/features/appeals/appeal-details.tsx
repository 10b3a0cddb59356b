import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Appeal, AppealParty } from '../../../common/api/appeals.ts';
import { isoDateToText } from '../../components/form/index.ts';
import { LoadedPage } from '../../components/loaded-page.tsx';
import { dateOnly, dateTime } from '../../lib/display-format.ts';
import { appealDocumentHref, appealQuery } from './api.ts';

/**
 * A page about one appeal, `?id=N` (the preview and the authority's page): its title, then the
 * appeal loaded, or why it cannot be shown (no id, a refusal, still loading).
 */
export function AppealByIdPage({ children }: { children(item: Appeal): ReactNode }) {
  const { t } = useTranslation('appeals');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...appealQuery(id), enabled: valid });
  return (
    <LoadedPage query={query} invalid={!valid && t('view.noAppeal')}>
      {children}
    </LoadedPage>
  );
}

/** A yyyy-mm-dd day of the Act's clock as §9 shows it (dd-mm-yyyy). */
export const shownDay = (day: string | null) => (day ? isoDateToText(day) : null);

/** §9 expiry timer: remaining days, or "EXPIRED". */
export function useRemaining() {
  const { t } = useTranslation('appeals');
  return (item: { expired: boolean; remainingDays: number | null }) =>
    item.expired
      ? t('list.expired')
      : item.remainingDays === null
        ? t('list.none')
        : t('list.days', { count: item.remainingDays });
}

function Rows({ caption, rows }: { caption: string; rows: [string, ReactNode][] }) {
  return (
    <Table withTableBorder variant="vertical" layout="fixed" captionSide="top">
      <Table.Caption>
        <Title order={2} size="h4" ta="start">
          {caption}
        </Title>
      </Table.Caption>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w="35%">
              {label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * One appeal as its appellant previews it and its authority reads it (spec §2 appealPreview,
 * secondAppealPreview, approveAppeal, approveSecondAppeal; §3 Appeal): the tender, the Act's
 * clock (last day to file, decision due, remaining days), the parties, grounds, prayer,
 * affidavit, documents, hearing and outcome.
 */
export function AppealDetails({ item }: { item: Appeal }) {
  const { t, i18n } = useTranslation('appeals');
  const named = (n: { nameEn: string; nameAs: string }) => (i18n.language === 'as' ? n.nameAs : n.nameEn);
  const remaining = useRemaining();
  const none = t('list.none');
  const v = item.values;
  const party = (p: AppealParty | undefined): [string, ReactNode][] =>
    (['name', 'organisation', 'designation', 'address', 'email', 'mobile'] as const).map((f) => [
      t(`form.party.${f}`),
      p?.[f] || none,
    ]);
  const a = v.affidavit ?? {};
  return (
    <Stack gap="lg">
      <Rows
        caption={t('view.appealSection')}
        rows={[
          [t('list.referenceNo'), item.referenceNo ?? t('list.notFiled')],
          [t('view.level'), t(`view.levels.${item.level}`)],
          [t('list.state'), t(`states.${item.expired ? 'expired' : item.state}`)],
          [t('list.tender'), `${item.tender.referenceNo}: ${item.tender.title}`],
          [t('list.organisation'), item.organisation],
          ...(item.level === 1
            ? ([[t('form.decisionDate'), shownDay(v.decisionDate) ?? none]] as [string, ReactNode][])
            : []),
          [t('view.filingLastDay'), shownDay(item.filingLastDay) ?? none],
          [t('list.filedAt'), dateOnly(item.filedAt) ?? none],
          [t('list.dueDate'), shownDay(item.dueDate) ?? none],
          [t('list.remainingDays'), remaining(item)],
        ]}
      />
      <Rows
        caption={t('authority.shown.title')}
        rows={
          item.authority
            ? [
                [t('authority.fields.name'), item.authority.name],
                [t('authority.fields.designation'), item.authority.designation],
                [t('authority.fields.ministry'), named(item.authority.ministry)],
                [t('authority.fields.department'), named(item.authority.department)],
                [t('authority.fields.email'), item.authority.email],
                [t('authority.fields.mobile'), item.authority.mobile],
                [t('authority.fields.address'), item.authority.address],
              ]
            : [[t('authority.shown.title'), t('authority.shown.none')]]
        }
      />
      <Rows caption={t('form.appellantSection')} rows={party(v.appellant)} />
      <Rows caption={t('form.respondentSection')} rows={party(v.respondent)} />
      {v.representative?.name && (
        <Rows caption={t('form.representativeSection')} rows={party(v.representative)} />
      )}
      <Rows
        caption={t('form.groundsSection')}
        rows={[
          [t('form.grounds'), v.grounds || none],
          [t('form.prayer'), v.prayer || none],
        ]}
      />
      <Rows
        caption={t('form.affidavitSection')}
        rows={[
          [t('form.affidavit.issueDate'), shownDay(a.issueDate ?? null) ?? none],
          [t('form.affidavit.courtName'), a.courtName || none],
          [t('form.affidavit.notaryRegistrationNo'), a.notaryRegistrationNo || none],
          [t('form.affidavit.notaryName'), a.notaryName || none],
          [t('form.affidavit.place'), a.place || none],
          [t('form.affidavit.documentCount'), a.documentCount ?? none],
        ]}
      />
      <Rows
        caption={t('form.documentsSection')}
        rows={
          item.documents.length
            ? item.documents.map((d) => [
                t(`view.documentKinds.${d.kind}`),
                <Anchor key={d.fileId} href={appealDocumentHref(item.id, d.fileId)}>
                  {t('view.documentLink', { name: d.name, kb: Math.ceil(d.size / 1024) })}
                </Anchor>,
              ])
            : [[t('form.documentsSection'), none]]
        }
      />
      {(item.hearing || item.decidedAt) && (
        <Rows
          caption={t('view.outcomeSection')}
          rows={[
            ...(item.hearing
              ? ([
                  [t('decide.hearingAt'), dateTime(item.hearing.at)],
                  [t('decide.place'), item.hearing.place],
                  [t('decide.venue'), item.hearing.venue],
                ] as [string, ReactNode][])
              : []),
            ...(item.verdict
              ? ([[t('decide.verdict'), t(`outcomes.${item.verdict}`)]] as [string, ReactNode][])
              : []),
            ...(item.decidedAt
              ? ([[t('view.decidedAt'), dateOnly(item.decidedAt)]] as [string, ReactNode][])
              : []),
            ...(item.remarks ? ([[t('view.remarks'), item.remarks]] as [string, ReactNode][]) : []),
          ]}
        />
      )}
    </Stack>
  );
}
