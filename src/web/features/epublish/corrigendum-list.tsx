import type { RouteId } from '../../../common/routes/index.ts';
import { type CorrigendumListItem, fetchCorrigendumList } from './corrigendum-api.ts';
import { EpublishList, type EpublishListKind, type ListView } from './epublish-list-page.tsx';

/**
 * Spec §2 corrigendum lists (issue #11 item 3), on the one ePublish list page: the creator's
 * corrigenda by status (directpurchasecorrigendumlist, corrigendumlists), the publisher's queue
 * (directpurchasecorrigendumstatusappruval/{estat}, whose {estat} is the status filter:
 * docs/decisions/025) and the published ones (directpurchasecorrigendumpublishedlist).
 */
const views: Partial<Record<RouteId, ListView>> = {
  directpurchasecorrigendumlist: {
    view: 'mine',
    form: 'directpurchasecorrigendum',
    states: ['draft', 'sent', 'returned', 'inOrder', 'published'],
  },
  corrigendumlists: {
    view: 'mine',
    form: 'directpurchasecorrigendum',
    states: ['draft', 'sent', 'returned', 'inOrder', 'published'],
  },
  directpurchasecorrigendumstatusappruval: {
    view: 'queue',
    form: 'directpurchasecorrigendum',
    states: ['sent', 'inOrder'],
    stateParam: 'estat',
  },
  directpurchasecorrigendumpublishedlist: {
    view: 'published',
    form: 'directpurchasecorrigendum',
    states: ['published'],
  },
};

const corrigendumList: EpublishListKind<CorrigendumListItem> = {
  key: 'corrigenda',
  views,
  load: fetchCorrigendumList,
  name: (row) => row.tenderTitle ?? row.tenderReferenceNo ?? `#${row.id}`,
  preview: 'directpurchasecorrigendumpreview',
  publicView: 'DirectPurchaseCarrigendumfullview',
  messages: {
    search: 'corrigendum.list.searchLabel',
    create: 'corrigendum.list.create',
    caption: 'corrigendum.list.caption',
  },
  columns: (t, view) => [
    {
      id: 'reference',
      header: t('list.referenceNo'),
      rowHeader: true,
      cell: (row) => row.tenderReferenceNo ?? t('list.none'),
    },
    { id: 'title', header: t('corrigendum.list.tender'), cell: (row) => row.tenderTitle ?? t('list.none') },
    {
      id: 'type',
      header: t('corrigendum.list.type'),
      cell: (row) => (row.type ? t(`corrigendum.types.${row.type}`) : t('list.none')),
    },
    { id: 'organisation', header: t('list.organisation'), cell: (row) => row.organisation },
    ...(view === 'mine'
      ? []
      : [
          { id: 'createdBy', header: t('list.createdBy'), cell: (row: CorrigendumListItem) => row.createdBy },
        ]),
  ],
};

export function CorrigendumListPage() {
  return <EpublishList kind={corrigendumList} />;
}
