import { Anchor, Code, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  type ContentAction,
  type ContentDocument,
  type ContentState,
  contentStates,
} from '../../../common/api/content.ts';
import { ApiErrorAlert } from '../../components/api-error-alert.tsx';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { DetailsList } from '../../components/details-list.tsx';
import { DocumentDownload } from '../../components/document-download.tsx';
import { SearchChoiceField } from '../../components/form/search-fields.tsx';
import { type Column, DataTable } from '../../components/list/data-table.tsx';
import { Pager } from '../../components/list/pager.tsx';
import { useCurrentRouteId } from '../../components/use-current-route.ts';
import { dateOnly, dateTime, kilobytes } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { contentItemQuery, contentListQuery, staffDocumentHref, useDocumentStep } from './api.ts';

/**
 * Spec §2 contententryformapproval (issue #27 item 1; §4 "Content: approve, then publish or
 * block"): the documents waiting (pending first; a state filter), each opening with `?id=` its
 * details, its file with size and SHA-256, and THE decision panel (decision 035): the actions the
 * server's declaration allows this admin (never the writer: four eyes), remarks required to block.
 */
export function ContentApprovalPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? <Decide id={id} /> : <Waiting />;
}

function Waiting() {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const routeId = useCurrentRouteId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { to } = usePrefix();
  const state = (contentStates as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as ContentState)
    : 'pending';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery(contentListQuery({ state, page }));
  const columns: Column<ContentDocument>[] = [
    {
      id: 'title',
      header: t('public.title'),
      rowHeader: true,
      cell: (d) => (
        <Anchor component={Link} to={`${to('contententryformapproval')}?id=${d.id}`}>
          {d.title}
        </Anchor>
      ),
    },
    { id: 'type', header: t('form.type'), cell: (d) => t(`types.${d.type}`) },
    { id: 'language', header: t('form.language'), cell: (d) => t(`languages.${d.language}`) },
    { id: 'writer', header: t('list.writer'), cell: (d) => d.createdBy },
    { id: 'updated', header: t('list.updated'), cell: (d) => dateTime(d.updatedAt) },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t(`routes:${routeId}`)}</Title>
      <Text>{t('approval.intro')}</Text>
      <Group>
        <SearchChoiceField
          label={t('list.state')}
          w={240}
          name="state"
          value={state}
          onChange={(event) => navigate(`?${new URLSearchParams({ state: event.currentTarget.value })}`)}
          data={contentStates.map((s) => ({ value: s, label: t(`states.${s}`) }))}
        />
      </Group>
      <DataTable
        caption={
          list.data
            ? t('list.captionState', { count: list.data.total, state: t(`states.${state}`) })
            : t('common:loading')
        }
        columns={columns}
        rows={list.data?.items}
        rowKey={(d) => d.id}
        error={list.error}
        onRetry={() => void list.refetch()}
        minWidth={760}
      />
      {list.data && (
        <Pager
          page={page}
          total={list.data.total}
          pageSize={list.data.pageSize}
          shown={list.data.items.length}
          onPage={(p) => navigate(`?${new URLSearchParams({ state, page: String(p) })}`)}
        />
      )}
    </Stack>
  );
}

/** A testimonial's body is its quote and its person (issue #27 item 7); any other type's its file. */
function useBodyRows() {
  const { t } = useTranslation('content');
  return (doc: ContentDocument): [string, ReactNode][] =>
    doc.file
      ? [
          [
            t('form.document'),
            <DocumentDownload key="file" href={staffDocumentHref(doc.id)}>
              {doc.file.name}
            </DocumentDownload>,
          ],
          [t('public.size'), t('public.kilobytes', { value: kilobytes(doc.file.size) })],
          [
            t('public.sha256'),
            <Code key="sha" style={{ wordBreak: 'break-all' }}>
              {doc.file.sha256}
            </Code>,
          ],
        ]
      : [
          [t('form.quote'), doc.quote],
          [t('form.personName'), doc.personName],
          [t('form.personRole'), doc.personRole],
        ];
}

function Decide({ id }: { id: number }) {
  const { t } = useTranslation(['content', 'common', 'routes']);
  const { to } = usePrefix();
  const item = useQuery(contentItemQuery(id));
  const step = useDocumentStep(id);
  const bodyRows = useBodyRows();
  return (
    <Stack gap="lg">
      <Title order={1}>{t('routes:contententryformapproval')}</Title>
      <Anchor component={Link} to={to('contententryformapproval')} w="fit-content">
        {t('approval.back')}
      </Anchor>
      {item.error ? (
        <ApiErrorAlert error={item.error} />
      ) : !item.data ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        <>
          <DetailsList
            id="content-details"
            title={item.data.title}
            empty={t('list.none')}
            rows={[
              [t('form.type'), t(`types.${item.data.type}`)],
              [t('list.state'), t(`states.${item.data.state}`)],
              [t('form.description'), item.data.description],
              [t('form.department'), item.data.department],
              [t('form.language'), t(`languages.${item.data.language}`)],
              [t('form.documentDate'), dateOnly(item.data.documentDate)],
              [t('form.expiryDate'), dateOnly(item.data.expiryDate)],
              [t('form.keywords'), item.data.keywords],
              [t('list.writer'), item.data.createdBy],
              [t('list.remarks'), item.data.remarks],
              ...bodyRows(item.data),
            ]}
          />
          {item.data.allowedActions.length === 0 && <Text>{t('approval.nothingToDo')}</Text>}
          <DecisionPanel<ContentAction>
            ns="content"
            title={t('approval.panelTitle')}
            actions={item.data.allowedActions}
            label={(action) => t(`actions.${action}`)}
            confirmMessage={(action) => t(`approval.confirm.${action}`)}
            remarksHint={t('approval.remarksHint')}
            remarksMax={1000}
            buttonProps={(action) => (action === 'block' ? { color: 'red', variant: 'outline' } : {})}
            failureMessages={(error) => (isStale(error) ? [t('approval.stale')] : undefined)}
            onAct={async (action, remarks) => {
              const done = await step.mutateAsync({ action, version: item.data!.version, remarks });
              return t('approval.done', { state: t(`states.${done.state}`) });
            }}
          />
        </>
      )}
    </Stack>
  );
}
