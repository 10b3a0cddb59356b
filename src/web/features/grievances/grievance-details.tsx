import { Alert, Anchor, Loader, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { Grievance } from '../../../common/api/grievances.ts';
import { errorMessage } from '../../api/errors.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly, dateTime } from '../../lib/display-format.ts';
import { grievanceDocumentHref, grievanceQuery } from './api.ts';

/**
 * A page about one grievance (grievancepreview `?id=N`, grievancestatusupdate/{id}): its title,
 * then the grievance loaded, or why it cannot be shown (no id, a refusal, still loading).
 */
export function GrievanceByIdPage({ children }: { children(item: Grievance): ReactNode }) {
  const { t } = useTranslation(['grievances', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const [params] = useSearchParams();
  const path = useParams();
  const id = Number(path.id ?? params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...grievanceQuery(id), enabled: valid });
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {!valid ? (
        <Alert color="red">{t('view.noGrievance')}</Alert>
      ) : query.error ? (
        <Alert color="red">{errorMessage(query.error, t)}</Alert>
      ) : !query.data ? (
        <Loader aria-label={t('common:loading')} />
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}

export function Rows({ caption, rows }: { caption: string; rows: [string, ReactNode][] }) {
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
 * One grievance as its complainant previews it and its officer reads it (spec §3 Grievance):
 * the number, state and age, the complainant, address and contact, what it is about, the
 * evidence, and the officers' steps with their remarks and documents.
 */
export function GrievanceDetails({ item }: { item: Grievance }) {
  const { t } = useTranslation('grievances');
  const none = t('list.none');
  const v = item.values;
  const doc = (d: { fileId: number; name: string; size: number }) => (
    <Anchor href={grievanceDocumentHref(item.id, d.fileId)}>
      {t('view.documentLink', { name: d.name, kb: Math.ceil(d.size / 1024) })}
    </Anchor>
  );
  return (
    <Stack gap="lg">
      <Rows
        caption={t(`view.section.${item.kind}`)}
        rows={[
          [t('list.number'), item.grievanceNo ?? t('list.notSubmitted')],
          [t('list.kind'), t(`kinds.${item.kind}`)],
          [t('list.state'), t(`states.${item.state}`)],
          [t('list.submittedAt'), dateOnly(item.submittedAt) ?? none],
          [t('list.age'), item.ageDays === null ? none : t('list.days', { count: item.ageDays })],
          [t('list.organisation'), item.organisation ?? t('view.portalAdmin')],
          [t('form.tender'), item.tender ? `${item.tender.referenceNo}: ${item.tender.title}` : none],
        ]}
      />
      <Rows
        caption={t('form.complainantSection')}
        rows={[
          [t('form.userType'), v.userType ? t(`userTypes.${v.userType}`) : none],
          [t('form.complainantName'), v.complainantName || none],
          [t('form.companyName'), v.companyName || none],
          [t('form.gender'), v.gender ? t(`genders.${v.gender}`) : none],
          [t('form.address'), v.address || none],
          [t('form.postalCode'), v.postalCode || none],
          [t('form.state'), v.state || none],
          [t('form.city'), v.city || none],
          [t('form.email'), v.email || none],
          [t('form.mobile'), v.mobile ? `${v.countryCode ?? ''} ${v.mobile}`.trim() : none],
        ]}
      />
      <Rows
        caption={t('form.subjectSection')}
        rows={[
          [t('form.title'), v.title || none],
          [t('form.category'), v.category ? t(`categories.${v.category}`) : none],
          [t('form.subCategory'), v.subCategory ? t(`subCategories.${v.subCategory}`) : none],
          [t('form.msmeUan'), v.msmeUan || none],
          [t('form.complaint'), v.complaint || none],
          [t('form.evidence'), item.evidence ? doc(item.evidence) : none],
        ]}
      />
      {item.replies.length > 0 && (
        <Rows
          caption={t('view.repliesSection')}
          rows={item.replies.map((r, i) => [
            `${i + 1}. ${t(`actions.${r.action}`)}, ${dateTime(r.at)}`,
            <Stack key={r.at} gap={4}>
              <span>{r.remarks ?? none}</span>
              {r.document && doc(r.document)}
            </Stack>,
          ])}
        />
      )}
    </Stack>
  );
}
