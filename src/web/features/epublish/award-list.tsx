import type { RouteId } from '../../../common/routes/index.ts';
import { type AwardListRow, fetchAwardList } from './award-api.ts';
import { amountIn } from './award-format.ts';
import { EpublishList, type EpublishListKind, type ListView } from './epublish-list-page.tsx';

/**
 * Spec §2 award-of-contract lists (issue #11 item 4), on the one ePublish list page: the
 * creator's awards by status (aoclist), the publisher's queue (aoclisttopublish) and the
 * published ones (aocpublishedlist), whose public view is the tender's aocfullview permalink.
 * New awards are made on createaoc (docs/decisions/026).
 */
const views: Partial<Record<RouteId, ListView>> = {
  aoclist: { view: 'mine', form: 'createaoc', states: ['draft', 'sent', 'returned', 'inOrder', 'published'] },
  aoclisttopublish: { view: 'queue', form: 'createaoc', states: ['sent', 'inOrder'] },
  aocpublishedlist: { view: 'published', form: 'createaoc', states: ['published'] },
};

const awardList: EpublishListKind<AwardListRow> = {
  key: 'awards',
  views,
  load: fetchAwardList,
  name: (row) => row.tenderTitle ?? row.tenderReferenceNo ?? `#${row.id}`,
  preview: 'aocpreview',
  publicView: 'aocfullview',
  messages: { search: 'award.list.searchLabel', create: 'award.list.create', caption: 'award.list.caption' },
  columns: (t, view) => [
    {
      id: 'reference',
      header: t('list.referenceNo'),
      rowHeader: true,
      cell: (row) => row.tenderReferenceNo ?? t('list.none'),
    },
    { id: 'title', header: t('award.list.tender'), cell: (row) => row.tenderTitle ?? t('list.none') },
    { id: 'bidder', header: t('award.list.bidder'), cell: (row) => row.bidderName ?? t('list.none') },
    {
      id: 'value',
      header: t('award.list.contractValue'),
      numeric: true,
      // The list row has no currency: the amount with Indian grouping, its currency on the preview.
      cell: (row) => (row.contractValue === null ? t('list.none') : amountIn(row.contractValue)),
    },
    ...(view === 'mine'
      ? []
      : [{ id: 'createdBy', header: t('list.createdBy'), cell: (row: AwardListRow) => row.createdBy }]),
  ],
};

export function AwardListPage() {
  return <EpublishList kind={awardList} />;
}
