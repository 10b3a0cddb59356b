import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type EpublishAction, type EpublishTender, remarksMax } from '../../../common/api/epublish.ts';
import type { TenderDetail } from '../../../common/api/tenders.ts';
import type { RouteId } from '../../../common/routes/index.ts';
import { errorMessage, fieldIssueKeys } from '../../api/errors.ts';
import { DecisionPanel, isStale } from '../../components/decision-panel.tsx';
import { DataTable } from '../../components/list/index.ts';
import { dateTime } from '../../lib/display-format.ts';
import { usePrefix } from '../../lib/use-prefix.ts';
import { type EpublishResource, epublishItemQuery, epublishPreviewQuery, useEpublishAction } from './api.ts';

/** The public full view's body, handed in by the app (features do not import each other; decision 024). */
export type FullViewBody = ComponentType<{
  tender: TenderDetail;
  routeId: RouteId;
  documentHref?(fileId: number): string;
  /** The award's documents before they are public (the AoC preview, issue #11 item 4). */
  awardDocumentHref?(fileId: number): string;
}>;

/**
 * Spec §2 directpurchasepreview?id=N (issue #11 item 3): the tender exactly as the public full
 * view will show it — the same component, fed by the preview endpoint — then its history with
 * remarks and the workflow steps this user may take now (spec §4).
 */
export function EpublishPreviewPage({ FullView }: { FullView: FullViewBody }) {
  const { t } = useTranslation(['epublish', 'routes']);
  return (
    <PreviewFrame
      title={t('routes:directpurchasepreview')}
      missing={t('preview.missing')}
      itemQuery={epublishItemQuery}
      previewQuery={epublishPreviewQuery}
    >
      {(item, tender) => (
        <>
          <PreviewStatus item={item} />
          <div className="epublish-preview">
            <FullView
              tender={tender}
              routeId="DirectPurchasefullview"
              // Not public yet: the publisher reads the documents through the ePublish endpoint.
              documentHref={(fileId) => `/api/v1/epublish/tenders/${item.id}/documents/${fileId}`}
            />
          </div>
          <HistorySection item={item} />
          <EpublishDecision item={item} />
        </>
      )}
    </PreviewFrame>
  );
}

type ItemQuery<T> = (id: number) => {
  queryKey: readonly unknown[];
  queryFn(ctx: { signal: AbortSignal }): Promise<T>;
};

/**
 * A preview page of an ePublish item (`?id=N`; a tender, or a corrigendum: issue #11 item 3):
 * its title, then "none chosen", the error, loading, or the item and its preview once both are in.
 */
export function PreviewFrame<I, P>({
  title,
  missing,
  itemQuery,
  previewQuery,
  children,
}: {
  title: string;
  missing: string;
  itemQuery: ItemQuery<I>;
  previewQuery: ItemQuery<P>;
  children(item: I, preview: P): ReactNode;
}) {
  const { t } = useTranslation(['epublish', 'common']);
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const item = useQuery({ ...itemQuery(id), enabled: valid });
  const preview = useQuery({ ...previewQuery(id), enabled: valid });
  const error = item.error ?? preview.error;
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      {!valid ? (
        <Alert color="red" variant="outline" role="alert">
          {missing}
        </Alert>
      ) : error ? (
        <Alert color="red" variant="outline" role="alert">
          {errorMessage(error, t)}
        </Alert>
      ) : item.data === undefined || preview.data === undefined ? (
        <Text role="status">{t('common:loading')}</Text>
      ) : (
        children(item.data, preview.data)
      )}
    </Stack>
  );
}

/**
 * Where the item stands: the preview's words, its state and creator, a link to edit it while
 * editable and to its public page once published (tenders; corrigenda, issue #11 item 3).
 */
export function PreviewStatus({
  item,
  body,
  edit = ['directpurchase', 'preview.edit'],
  publicView = ['DirectPurchasefullview', 'preview.publicView'],
}: {
  item: Pick<EpublishTender, 'id' | 'state' | 'createdBy' | 'organisation' | 'editable' | 'publishedUid'>;
  body?: string;
  /** The edit page and its link's message key. */
  edit?: [RouteId, string];
  /** The public page and its link's message key. */
  publicView?: [RouteId, string];
}) {
  const { t } = useTranslation('epublish');
  const { to } = usePrefix();
  return (
    <Alert color="blue" variant="outline" title={t('preview.title')}>
      <Stack gap={4}>
        <Text>{body ?? t('preview.body')}</Text>
        <Text>
          {t('form.stateIs', { state: t(`states.${item.state}`) })}{' '}
          {t('preview.createdBy', { name: item.createdBy.name, organisation: item.organisation })}
        </Text>
        {item.editable && (
          <Anchor component={Link} to={`${to(edit[0])}?id=${item.id}`}>
            {t(edit[1])}
          </Anchor>
        )}
        {item.publishedUid && (
          <Anchor component={Link} to={`${to(publicView[0])}?id=${encodeURIComponent(item.publishedUid)}`}>
            {t(publicView[1])}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * Spec §4: every step with who, when and the remarks (oldest first, from the audit trail).
 * Tenders and their corrigenda (issue #11 item 3) have the same history.
 */
export function HistorySection({ item }: { item: Pick<EpublishTender, 'history'> }) {
  const { t } = useTranslation('epublish');
  const state = (s: string | null) => (s ? t(`states.${s}`, { defaultValue: s }) : t('list.none'));
  return (
    <section aria-labelledby="epublish-history">
      <Title order={2} size="h3" id="epublish-history" mb="sm">
        {t('history.title')}
      </Title>
      <DataTable
        caption={t('history.caption', { count: item.history.length })}
        columns={[
          { id: 'at', header: t('history.at'), rowHeader: true, cell: (h) => dateTime(h.at) },
          {
            id: 'action',
            header: t('history.action'),
            cell: (h) => t(`history.actions.${h.action}`, { defaultValue: h.action }),
          },
          { id: 'by', header: t('history.by'), cell: (h) => h.by },
          { id: 'change', header: t('history.change'), cell: (h) => `${state(h.from)} → ${state(h.to)}` },
          { id: 'remarks', header: t('history.remarks'), cell: (h) => h.remarks ?? '—' },
        ]}
        rows={item.history}
        rowKey={(_, i) => i}
        minWidth={640}
      />
    </section>
  );
}

/** The decisions the preview offers (discard is the form's own button). */
const decisions: readonly EpublishAction[] = ['send', 'return', 'approve', 'publish'];

/**
 * Spec §4 "the publisher chooses Modification Required, Found in Order, or Publish; a reverted
 * item returns to the creator, who resends", on the shared decision panel (docs/decisions/035):
 * the buttons are the item's allowedActions (the server's own rules, with which need remarks),
 * each confirmed. A 409 means someone else changed the item meanwhile: reload.
 */
export function EpublishDecision({
  item,
  resource = 'tenders',
  form = 'directpurchase',
  messages = 'decision',
  itemQuery = epublishItemQuery(item.id),
}: {
  item: Pick<EpublishTender, 'id' | 'state' | 'version' | 'allowedActions' | 'editable'>;
  /** The item's form, where what sending found missing is fixed. */
  form?: RouteId;
  /** Which kind of item decides (issue #11 item 3: corrigenda have the same steps). */
  resource?: EpublishResource;
  /** Where the words that name the item sit (confirm.*, done, conflict, reload); the rest is shared. */
  messages?: string;
  /** The item's query, fetched again after a 409. */
  itemQuery?: { queryKey: readonly unknown[]; queryFn(ctx: { signal: AbortSignal }): Promise<unknown> };
}) {
  const { t } = useTranslation(['epublish', 'common']);
  const act = useEpublishAction(resource);
  const { to } = usePrefix();
  const item_ = useQuery({ ...itemQuery, enabled: false });
  const actions = item.allowedActions.filter((a) => decisions.includes(a.action));
  const label = (action: EpublishAction) =>
    action === 'send' && item.state === 'returned' ? t('decision.resend') : t(`decision.${action}`);
  return (
    <DecisionPanel
      title={t('decision.title')}
      ns={['epublish', 'common']}
      actions={actions}
      label={label}
      confirmMessage={(action) => t(`${messages}.confirm.${action}`)}
      remarksLabel={t('decision.remarks')}
      remarksHint={
        actions.some((a) => a.remarksRequired) ? t('decision.remarksHint') : t('decision.remarksOptional')
      }
      remarksMax={remarksMax}
      // Modification Required stands apart by its outline, in the portal's colour: Mantine's
      // orange outline text is under 4.5:1 on white (axe color-contrast).
      buttonProps={(action) => ({ variant: action === 'return' ? 'outline' : 'filled' })}
      onAct={async (action, remarks) => {
        const result = await act.mutateAsync({ id: item.id, action, version: item.version, remarks });
        return t(`${messages}.done`, { state: t(`states.${result.state}`) });
      }}
      failureMessages={(error) => (isStale(error) ? [t(`${messages}.conflict`)] : undefined)}
      failureExtra={(error) => (
        <>
          {/* Field issues (what sending found missing) are fixed in the form. */}
          {fieldIssueKeys(error).length > 0 && item.editable && (
            <Anchor component={Link} to={`${to(form)}?id=${item.id}`}>
              {t('decision.fixInForm')}
            </Anchor>
          )}
          {isStale(error) && (
            <Button variant="outline" w="fit-content" onClick={() => void item_.refetch()}>
              {t(`${messages}.reload`)}
            </Button>
          )}
        </>
      )}
    />
  );
}
