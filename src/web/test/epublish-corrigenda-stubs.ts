import type { EpublishState } from '../../common/api/epublish.ts';
import {
  type EpublishCorrigendum,
  type EpublishCorrigendumValues,
  epublishCorrigendumValuesSchema,
} from '../../common/api/epublish-corrigenda.ts';
import type { TenderDetail } from '../../common/api/tenders.ts';
import { applyCorrigendum, corrigendumChanges } from '../../common/epublish/corrigendum-rules.ts';
import {
  completeValues,
  sentByCreator,
  stubActions,
  workflowBase,
  workflowItemStubs,
} from './epublish-stubs.ts';
import { on, problem, type StubHandler } from './stub-router.ts';
import { testTenders } from './tenders-stubs.ts';

/**
 * Stubbed ePublish corrigendum endpoints (issue #11 item 3) for the component tests: an
 * in-memory store of corrigenda of the published stub tender 10 (epublish-stubs.ts), the
 * workflow's transitions with the optimistic lock (a stale version gets 409), and the changes
 * computed by the shared rules (corrigendum-rules.ts), as the server does. The server's own
 * rules are proven by its API tests; this answers just enough for the pages.
 */
const tender = {
  id: 10,
  referenceNo: completeValues.tenderReferenceNumber,
  title: completeValues.tenderTitle,
  publishedUid: 'epublish-10',
  state: 'published' as const,
};

function corrigendum(
  id: number,
  state: EpublishState,
  values: Partial<EpublishCorrigendumValues>,
  extra: Partial<EpublishCorrigendum> = {},
): EpublishCorrigendum {
  const parsed = epublishCorrigendumValuesSchema.parse(values);
  return {
    id,
    state,
    version: 2,
    values: parsed,
    tender,
    ...workflowBase(state),
    createdAt: '2026-11-24T04:30:00.000Z',
    changes: corrigendumChanges(completeValues, parsed),
    ...extra,
  };
}

function initialStore(): Map<number, EpublishCorrigendum> {
  const items = [
    corrigendum(1, 'draft', {
      type: 'date-extension',
      details: 'Bid submission extended by one week',
      changes: { bidSubmissionEnd: '2026-12-27T11:30:00.000Z' },
    }),
    corrigendum(
      2,
      'sent',
      { type: 'amendment', details: 'EMD revised', changes: { emdAmount: 30000 } },
      {
        allowedActions: stubActions('return', 'approve', 'publish'),
        editable: false,
        history: [sentByCreator],
      },
    ),
    corrigendum(
      3,
      'published',
      {
        type: 'clarification',
        details: 'Pre-bid queries answered',
        clarificationStart: '2026-12-03T04:30:00.000Z',
        clarificationEnd: '2026-12-05T11:30:00.000Z',
      },
      { publishedUid: 'epublish-10-c1', editable: false },
    ),
  ];
  return new Map(items.map((c) => [c.id, c]));
}

const views: Record<string, EpublishState[]> = {
  mine: ['draft', 'sent', 'returned', 'inOrder', 'published'],
  queue: ['sent', 'inOrder'],
  published: ['published'],
};

/** The public tender after the corrigendum, and the corrigendum as its full view will list it. */
function preview(c: EpublishCorrigendum): {
  tender: TenderDetail;
  corrigendum: TenderDetail['corrigenda'][number];
} {
  const after = applyCorrigendum(completeValues, c.values);
  const listed = {
    uid: c.publishedUid ?? `epublish-10-c${c.id}`,
    number: c.id,
    type: c.values.type ?? 'amendment',
    publishedAt: '2026-11-25T06:00:00.000Z',
    details: c.values.details ?? '',
    newClosingAt: c.changes.some((x) => x.field === 'bidSubmissionEnd') ? after.bidSubmissionEnd : null,
    changes: c.changes,
  };
  return {
    tender: {
      ...testTenders[0]!,
      uid: 'epublish-10',
      source: 'epublish',
      referenceNo: after.tenderReferenceNumber ?? '',
      title: after.tenderTitle ?? '',
      closingAt: after.bidSubmissionEnd,
      emdInr: after.emdAmount,
      corrigenda: [listed],
    },
    corrigendum: listed,
  };
}

export function epublishCorrigendaStubs(): StubHandler[] {
  const store = initialStore();
  let nextId = 201;
  const listItem = (c: EpublishCorrigendum) => ({
    id: c.id,
    state: c.state,
    version: c.version,
    type: c.values.type,
    tenderId: c.tender.id,
    tenderReferenceNo: c.tender.referenceNo,
    tenderTitle: c.tender.title,
    tenderUid: c.tender.publishedUid,
    organisation: c.organisation,
    createdBy: c.createdBy.name,
    updatedAt: c.updatedAt,
    publishedUid: c.publishedUid,
  });
  const withValues = (c: EpublishCorrigendum, values: unknown): EpublishCorrigendum => {
    const parsed = epublishCorrigendumValuesSchema.parse(values);
    return { ...c, values: parsed, changes: corrigendumChanges(completeValues, parsed) };
  };
  return [
    on('GET', '/epublish/corrigenda', (req) => {
      const view = req.query.get('view') ?? 'mine';
      const state = req.query.get('state');
      const q = req.query.get('q')?.toLowerCase();
      const all = [...store.values()]
        .filter((c) => views[view]!.includes(c.state))
        .filter((c) => !state || c.state === state)
        .filter((c) => !q || `${c.tender.title} ${c.tender.referenceNo}`.toLowerCase().includes(q))
        .sort((a, b) => a.id - b.id);
      return Response.json({ items: all.map(listItem), total: all.length, pageSize: 20 });
    }),
    on('POST', '/epublish/corrigenda', (req) => {
      const { tenderId, values } = req.body as { tenderId: number; values: unknown };
      if (tenderId !== tender.id)
        return problem(400, 'VALIDATION_FAILED', [
          { path: 'body.tenderId', message: 'epublish:validation.tenderNotPublished' },
        ]);
      const created = withValues(corrigendum(nextId++, 'draft', {}, { version: 1 }), values);
      store.set(created.id, created);
      return Response.json(created, { status: 201 });
    }),
    ...workflowItemStubs('/epublish/corrigenda', store, {
      update: withValues,
      preview,
      publishedUid: (found) => `epublish-10-c${found.id}`,
      // A discarded draft is gone: 204 without a body, as the server answers.
      before: (found, action) => {
        if (action !== 'discard' || found.state !== 'draft') return undefined;
        store.delete(found.id);
        return new Response(null, { status: 204 });
      },
    }),
  ];
}
