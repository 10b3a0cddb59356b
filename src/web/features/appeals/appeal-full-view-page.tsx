import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { type PublicAppeal, publicAppealDocumentHref, publicAppealQuery } from './api.ts';

/**
 * Spec §2 appealFullView (issue #25 item 4): the permalink of one decided appeal
 * (`?id=N`): tender, parties as organisations (no personal contact data), grounds, outcome,
 * dates and the disposal report. Server-rendered (decision 030); only decided appeals exist
 * here (the server answers 404 for the rest).
 */
export function AppealFullViewPage() {
  const { t } = useTranslation(['appeals', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const { to } = usePrefix();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useQuery({ ...publicAppealQuery(id), enabled: valid });
  const notFound = !valid || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <Stack gap="lg">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      {notFound ? (
        <Alert color="red" variant="outline" role="alert" title={t('register.notFoundTitle')}>
          <Text mb="xs">{t('register.notFound')}</Text>
          <Anchor component={Link} to={to('appeals')}>
            {t('register.back')}
          </Anchor>
        </Alert>
      ) : query.error ? (
        <Alert color="red">{errorMessage(query.error, t)}</Alert>
      ) : query.data ? (
        <FullView item={query.data} />
      ) : (
        <Text>{t('common:loading')}</Text>
      )}
    </Stack>
  );
}

function FullView({ item }: { item: PublicAppeal }) {
  const { t } = useTranslation(['appeals', 'common']);
  const { to } = usePrefix();
  const none = t('list.none');
  const rows: [string, ReactNode][] = [
    [t('list.referenceNo'), item.referenceNo],
    [t('view.level'), t(`view.levels.${item.level}`)],
    [
      t('list.tender'),
      // The tender's full view reads any source's tender by its permalink id.
      <Anchor
        key="tender"
        component={Link}
        to={`${to('activetendersfullview')}?id=${encodeURIComponent(item.tender.uid)}`}
      >
        {`${item.tender.referenceNo}: ${item.tender.title}`}
      </Anchor>,
    ],
    [t('list.organisation'), item.organisation],
    [t('register.appellantOrganisation'), item.appellantOrganisation ?? none],
    [t('register.respondentOrganisation'), item.respondentOrganisation ?? none],
    [t('form.grounds'), item.grounds],
    [t('register.outcome'), t(`outcomes.${item.outcome}`)],
    [t('list.filedAt'), dateOnly(item.filedAt)],
    [t('view.decidedAt'), dateOnly(item.decidedAt)],
    [
      t('view.documentKinds.disposalReport'),
      item.disposalReport ? (
        <Anchor key="report" href={publicAppealDocumentHref(item.id, item.disposalReport.fileId)}>
          {t('register.download', { name: item.disposalReport.name })}
        </Anchor>
      ) : (
        none
      ),
    ],
  ];
  return (
    <Stack gap="md">
      <Table withTableBorder variant="vertical" layout="fixed">
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
      <Anchor component={Link} to={to('appeals')} w="fit-content">
        {t('register.back')}
      </Anchor>
    </Stack>
  );
}
