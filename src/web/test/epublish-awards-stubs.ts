import type { EpublishState } from '../../common/api/epublish.ts';
import {
  type EpublishAward,
  type EpublishAwardValues,
  epublishAwardValuesSchema,
} from '../../common/api/epublish-awards.ts';
import type { TenderDetail } from '../../common/api/tenders.ts';
import {
  discardDraft,
  publishedStubTender,
  stubActions,
  takeStep,
  workflowBase,
  workflowItemStubs,
} from './epublish-stubs.ts';
import { on, problem, type StubHandler } from './stub-router.ts';
import { testTenders } from './tenders-stubs.ts';

/**
 * Stubbed award-of-contract endpoints (issue #11 item 4) for the component tests: an in-memory
 * store of awards of the published stub tender 10 (epublish-stubs.ts) and the workflow's steps
 * through the shared workflowItemStubs. The server's own rules (§7 checkAocAllowed, four eyes)
 * are proven by its API tests; this answers just enough for the pages.
 */
const tender = publishedStubTender;

type StubAward = EpublishAward & { publishedUid: string | null };

function award(
  id: number,
  state: EpublishState,
  values: Partial<EpublishAwardValues>,
  extra: Partial<StubAward> = {},
): StubAward {
  return {
    id,
    state,
    version: 2,
    values: epublishAwardValuesSchema.parse(values),
    tender,
    ...workflowBase(state),
    createdAt: '2026-11-24T04:30:00.000Z',
    ...extra,
  };
}

/** The award letter of the stubs, as the files kit returns it. */
export const aocLetter = { fileId: 61, title: 'AoC letter Jorhat Titabar road' };

function initialStore(): Map<number, StubAward> {
  const items: StubAward[] = [
    award(1, 'draft', {
      bidderName: 'Brahmaputra Infra Pvt Ltd',
      currency: 'INR',
      bidsReceived: 4,
      aocDocument: aocLetter,
    }),
    // Sent by its creator through the shared step, then before the publisher (spec §4).
    {
      ...(takeStep(
        award(2, 'draft', {
          bidsReceived: 4,
          bidsAccepted: 3,
          bidderName: 'Luit Constructions',
          companyName: 'Luit Constructions LLP',
          currency: 'INR',
          awardedValue: 6_300_000,
          contractValue: 6_300_000,
          contractNumber: 'PWD/JRT/2026/114',
          contractDate: '2026-11-20',
          validFrom: '2026-11-21',
          validTo: '2027-11-20',
          parties: [
            { name: 'Luit Constructions', qualified: true, reason: null },
            { name: 'Kaziranga Builders', qualified: false, reason: 'EMD not paid' },
          ],
          aocDocument: aocLetter,
        }),
        'send',
        undefined,
        '',
      ) as StubAward),
      version: 2,
      allowedActions: stubActions('return', 'approve', 'publish'),
    },
    award(3, 'published', { bidderName: 'Assam Roadways Co', contractValue: 5_000_000 }, { editable: false }),
  ];
  return new Map(items.map((a) => [a.id, a]));
}

const views: Record<string, EpublishState[]> = {
  mine: ['draft', 'sent', 'returned', 'inOrder', 'published'],
  queue: ['sent', 'inOrder'],
  published: ['published'],
};

/** The tender's public full view with the award, as aocfullview will read it. */
function preview(a: StubAward): TenderDetail {
  const v = a.values;
  return {
    ...testTenders[0]!,
    uid: 'epublish-10',
    source: 'epublish',
    referenceNo: tender.referenceNo ?? '',
    title: tender.title ?? '',
    awarded: true,
    contract: { date: v.contractDate, valueInr: v.contractValue, completionDays: v.completionPeriodDays },
    awards: v.bidderName
      ? [
          {
            bidNumber: null,
            bidderName: v.bidderName,
            currency: v.currency ?? 'INR',
            valueInr: v.awardedValue,
          },
        ]
      : [],
    bids: [],
    extra: {
      award: {
        bidsReceived: v.bidsReceived,
        bidsAccepted: v.bidsAccepted,
        companyName: v.companyName,
        bidderAddress: v.bidderAddress,
        awardedValue: v.awardedValue,
        contractNumber: v.contractNumber,
        validFrom: v.validFrom,
        validTo: v.validTo,
        completionDate: v.completionDate,
        documents: [v.aocDocument, v.aoaDocument].filter((d) => d !== null),
      },
    },
  };
}

export function epublishAwardsStubs(): StubHandler[] {
  const store = initialStore();
  let nextId = 301;
  const listItem = (a: StubAward) => ({
    id: a.id,
    state: a.state,
    version: a.version,
    tenderId: a.tender.id,
    tenderReferenceNo: a.tender.referenceNo,
    tenderTitle: a.tender.title,
    tenderUid: a.tender.publishedUid,
    bidderName: a.values.bidderName,
    contractValue: a.values.contractValue,
    organisation: a.organisation,
    createdBy: a.createdBy.name,
    updatedAt: a.updatedAt,
  });
  const withValues = (a: StubAward, values: unknown): StubAward => ({
    ...a,
    values: epublishAwardValuesSchema.parse(values),
  });
  return [
    on('GET', '/epublish/awards', (req) => {
      const view = req.query.get('view') ?? 'mine';
      const state = req.query.get('state');
      const all = [...store.values()]
        .filter((a) => views[view]!.includes(a.state))
        .filter((a) => !state || a.state === state)
        .sort((a, b) => a.id - b.id);
      return Response.json({ items: all.map(listItem), total: all.length, pageSize: 20 });
    }),
    on('POST', '/epublish/awards', (req) => {
      const { tenderId, values } = req.body as { tenderId: number; values: unknown };
      // The stub tender's bids open on 21-12-2026 (§7 checkAocAllowed), as the server says.
      if (tenderId === tender.id)
        return problem(400, 'VALIDATION_FAILED', [
          { path: 'body.tenderId', message: 'epublish:validation.bidsNotOpened' },
        ]);
      const created = withValues(award(nextId++, 'draft', {}, { version: 1 }), values);
      store.set(created.id, created);
      return Response.json(created, { status: 201 });
    }),
    ...workflowItemStubs('/epublish/awards', store, {
      update: withValues,
      preview,
      publishedUid: () => 'epublish-10',
      before: discardDraft(store),
    }),
  ];
}
