import {
  coversFor,
  type EpublishAction,
  type EpublishState,
  type EpublishTender,
  type EpublishValues,
  epublishValuesSchema,
} from '../../common/api/epublish.ts';
import type { FieldStatus } from '../../common/api/module-config.ts';
import type { TenderDetail } from '../../common/api/tenders.ts';
import type { RouteId } from '../../common/routes/index.ts';
import asCatalogue from '../i18n/as/epublish.json';
import enCatalogue from '../i18n/en/epublish.json';
import type { SessionUser } from '../lib/session.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/**
 * Stubbed ePublish endpoints (issue #11) for the component tests: the module configuration of
 * E-Publish › Create Tender (the seeded fields, changeable per test), the reference lists the
 * form reads, and an in-memory store of tenders with the workflow's transitions and the
 * optimistic lock (a stale version gets 409). The server's own rules are proven by its API
 * tests; this answers just enough for the pages. Tender 6 is complete but the server refuses to
 * send it with a nested field error (`values.covers.1.documents.0.name`).
 */
export const epublishStubConfig: {
  /** [fieldName, status, mandatory] overrides of the seeded configuration. */
  overrides: Record<string, { status?: boolean; mandatory?: boolean }>;
  /** False: no UNSPSC classification is loaded (every UNSPSC level answers empty). */
  unspscLoaded: boolean;
} = { overrides: {}, unspscLoaded: true };

/**
 * The seeded fields (server module-config/seed.ts, whose labels the catalogue's `fields` repeat),
 * with the seed's mandatory ones: the web may not import the server.
 */
const seededMandatory = new Set([
  'tenderReferenceNumber',
  'tenderTitle',
  'workDescription',
  'tenderType',
  'tenderCategory',
  'productCategory',
  'formOfContract',
  'currency',
  'location',
  'pincode',
  'tenderFee',
  'emdAmount',
  'publishedDate',
  'documentDownloadStart',
  'documentDownloadEnd',
  'bidSubmissionStart',
  'bidSubmissionEnd',
  'bidOpeningDate',
  'bidOpeningPlace',
  'invitingAuthority',
  'invitingAuthorityAddress',
  'bidValidityDays',
  'completionPeriodDays',
  'nitDocument',
  'numberOfCovers',
]);
const notConfigured = new Set([
  'state',
  'district',
  'feeCurrency',
  'emdCurrency',
  'emdValues',
  'covers',
  'otherDocuments',
]);
const tenderFields = Object.entries(enCatalogue.fields)
  .filter(([name]) => !notConfigured.has(name))
  .map(
    ([name, en]) =>
      [
        name,
        en,
        asCatalogue.fields[name as keyof typeof asCatalogue.fields],
        seededMandatory.has(name),
      ] as const,
  );

export function fieldStatusAnswer(): FieldStatus {
  return [
    {
      moduleName: 'E-Publish',
      moduleCode: 'EPUBLISH',
      listData: [
        {
          subModuleName: 'Create Tender',
          subModuleCode: 'CREATE_TENDER',
          fields: tenderFields.map(([fieldName, en, as, mandatory], i) => ({
            fieldName,
            label: { en, as },
            status: epublishStubConfig.overrides[fieldName]?.status ?? true,
            mandatory: epublishStubConfig.overrides[fieldName]?.mandatory ?? mandatory,
            priority: (i + 1) * 10,
          })),
        },
      ],
    },
  ];
}

/** A tender every mandatory field of the seeded configuration filled, dates in the §9 window. */
export const completeValues: EpublishValues = epublishValuesSchema.parse({
  tenderReferenceNumber: 'PWD/RD/2026/114',
  tenderTitle: 'Repair of the Jorhat-Titabar road',
  workDescription: 'Resurfacing 4 km of the Jorhat-Titabar road',
  tenderType: 'OPEN',
  tenderCategory: 'WORKS',
  formOfContract: 'ITEM_RATE',
  productCategory: 'Civil Works',
  currency: 'INR',
  location: 'Jorhat',
  pincode: '785001',
  state: 'Assam',
  district: 'Jorhat',
  tenderFee: 1000,
  emdAmount: 25000,
  publishedDate: '2026-12-01T04:30:00.000Z',
  documentDownloadStart: '2026-12-01T04:30:00.000Z',
  documentDownloadEnd: '2026-12-20T11:30:00.000Z',
  bidSubmissionStart: '2026-12-02T04:30:00.000Z',
  bidSubmissionEnd: '2026-12-20T11:30:00.000Z',
  bidOpeningDate: '2026-12-21T05:30:00.000Z',
  bidOpeningPlace: 'Office of the Executive Engineer, Jorhat',
  invitingAuthority: 'Executive Engineer, PWD Roads, Jorhat',
  invitingAuthorityAddress: 'PWD Complex, Jorhat 785001',
  bidValidityDays: 120,
  completionPeriodDays: 180,
  numberOfCovers: 2,
  covers: coversFor(2, false).map((kind) => ({
    kind,
    documents: [{ name: `${kind === 'technical' ? 'Technical' : 'Financial'} bid`, type: 'pdf', sizeMb: 5 }],
  })),
  nitDocument: { fileId: 41, title: 'NIT Jorhat Titabar road' },
});

const creator = { id: 7, name: 'Anjali Baruah' };

/** The creator's send step, as the history of an item waiting in the publisher's queue shows it. */
export const sentByCreator: EpublishTender['history'][number] = {
  action: 'send',
  from: 'draft',
  to: 'sent',
  by: creator.name,
  at: '2026-11-24T06:00:00.000Z',
  remarks: null,
};

/** What a stub item (a tender, or a corrigendum) of the demo creator has in a state, before its steps. */
export function workflowBase(state: EpublishState) {
  const open = state === 'draft' || state === 'returned';
  return {
    organisation: 'Directorate of Accounts and Treasuries',
    createdBy: creator,
    updatedAt: '2026-11-24T06:00:00.000Z',
    remarks: null,
    publishedUid: null,
    allowedActions: stubActions(...(open ? (['send', 'discard'] as const) : [])),
    editable: open,
    history: [] as EpublishTender['history'],
  };
}

function tender(
  id: number,
  state: EpublishState,
  values: EpublishValues,
  extra: Partial<EpublishTender> = {},
): EpublishTender {
  return {
    id,
    state,
    version: 3,
    values,
    orgUnitId: 3,
    ...workflowBase(state),
    createdAt: '2026-11-20T04:30:00.000Z',
    files: [
      {
        id: 41,
        name: 'nit-jorhat.pdf',
        sizeBytes: 245_760,
        sha256: 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00',
      },
    ],
    ...extra,
  };
}

function initialStore(): Map<number, EpublishTender> {
  const draft = epublishValuesSchema.parse({
    tenderTitle: 'Supply of office furniture',
    tenderReferenceNumber: 'DAT/FUR/7',
  });
  const items = [
    tender(5, 'draft', completeValues),
    tender(6, 'draft', completeValues),
    tender(8, 'draft', draft),
    tender(7, 'sent', completeValues, {
      allowedActions: stubActions('return', 'approve', 'publish'),
      editable: false,
      history: [sentByCreator],
    }),
    tender(9, 'returned', completeValues, {
      remarks: 'Add the BOQ to the financial cover',
      history: [
        {
          action: 'send',
          from: 'draft',
          to: 'sent',
          by: 'Anjali Baruah',
          at: '2026-11-23T06:00:00.000Z',
          remarks: null,
        },
        {
          action: 'return',
          from: 'sent',
          to: 'returned',
          by: 'Bikash Kalita',
          at: '2026-11-24T06:00:00.000Z',
          remarks: 'Add the BOQ to the financial cover',
        },
      ],
    }),
    tender(10, 'published', completeValues, { publishedUid: 'epublish-10', editable: false }),
  ];
  return new Map(items.map((t) => [t.id, t]));
}

const transitions: Record<EpublishAction, [from: EpublishState[], to: EpublishState]> = {
  send: [['draft', 'returned'], 'sent'],
  return: [['sent', 'inOrder'], 'returned'],
  approve: [['sent'], 'inOrder'],
  publish: [['sent', 'inOrder'], 'published'],
  discard: [['draft'], 'discarded'],
};

/**
 * Allowed actions as the server's declaration gives them (epublish/workflow.ts): only
 * "Modification Required" (return) needs remarks. The screens read this, they do not know it.
 */
export const stubActions = (...actions: EpublishAction[]) =>
  actions.map((action) => ({ action, remarksRequired: action === 'return' }));

/** What a workflow step changes on a stub item: a tender, or a corrigendum (epublish-corrigenda-stubs.ts). */
type WorkflowItem = Pick<
  EpublishTender,
  'state' | 'version' | 'remarks' | 'allowedActions' | 'editable' | 'history' | 'publishedUid'
>;

/**
 * One step of spec §4 on a stub item, as the server takes it: the next state, version, remarks,
 * the steps allowed next and the history; 409 when the step is not open from its state.
 */
export function takeStep<T extends WorkflowItem>(
  found: T,
  action: EpublishAction,
  remarks: string | undefined,
  publishedUid: string,
): T | Response {
  const [from, to] = transitions[action];
  if (!from.includes(found.state)) return problem(409, 'CONFLICT');
  return {
    ...found,
    state: to,
    version: found.version + 1,
    remarks: remarks ?? null,
    allowedActions:
      to === 'returned' ? stubActions('send') : to === 'inOrder' ? stubActions('return', 'publish') : [],
    editable: to === 'returned',
    history: [
      ...found.history,
      {
        action,
        from: found.state,
        to,
        by: 'Bikash Kalita',
        at: '2026-11-25T06:00:00.000Z',
        remarks: remarks ?? null,
      },
    ],
    publishedUid: to === 'published' ? publishedUid : found.publishedUid,
  };
}

const views: Record<string, EpublishState[]> = {
  mine: ['draft', 'sent', 'returned', 'inOrder', 'published', 'cancelled', 'archived'],
  queue: ['sent', 'inOrder'],
  published: ['published', 'cancelled', 'archived'],
};

/** The preview: the tender as the public full view will show it. */
function preview(t: EpublishTender): TenderDetail {
  const v = t.values;
  return {
    planItems: [],
    uid: t.publishedUid ?? `epublish-${t.id}`,
    source: 'epublish',
    tenderId: String(t.id),
    referenceNo: v.tenderReferenceNumber ?? '',
    title: v.tenderTitle ?? '',
    organisation: [t.organisation],
    orgUnitId: t.orgUnitId,
    tenderType: v.tenderType,
    category: v.tenderCategory,
    productCategory: v.productCategory,
    valueInr: v.showTenderValue ? v.estimatedValue : null,
    emdInr: v.emdAmount,
    feeInr: v.tenderFee,
    publishedAt: v.publishedDate,
    closingAt: v.bidSubmissionEnd,
    openingAt: v.bidOpeningDate,
    location: v.location,
    pincode: v.pincode,
    district: v.district,
    districtBasis: v.district ? 'pincode' : 'unknown',
    districtBasisName: null,
    officeDistrict: v.district,
    status: 'active',
    awarded: false,
    description: v.workDescription,
    formOfContract: v.formOfContract,
    covers: v.numberOfCovers,
    paymentMode: 'Offline',
    contractType: 'Tender',
    subCategory: v.productSubCategory,
    bidSubmissionStartAt: v.bidSubmissionStart,
    financialBidOpeningAt: null,
    bidValidityDays: v.bidValidityDays,
    periodOfWorkDays: v.completionPeriodDays,
    invitingAuthority: { name: v.invitingAuthority, address: v.invitingAuthorityAddress },
    contract: null,
    awards: [],
    bids: [],
    corrigenda: [],
    sourceRecord: null,
    extra: {
      documentDownloadStart: v.documentDownloadStart,
      documentDownloadEnd: v.documentDownloadEnd,
      bidOpeningPlace: v.bidOpeningPlace,
      payableTo: 'Executive Engineer, PWD Roads',
      payableAt: 'Jorhat',
      tenderFeeExemption: false,
      emdExemption: true,
      exemptionReason: 'MSME registered bidders',
      bankGuarantee: { type: 'percentage', value: 3 },
      covers: v.covers,
      documents: [
        {
          fileId: 41,
          title: 'NIT Jorhat Titabar road',
          nit: true,
          sizeBytes: 245_760,
          sha256: 'a3f1c2d4e5b60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00',
        },
      ],
      unspsc: [
        {
          level: 'segment',
          code: '72000000',
          name: 'Building and Facility Construction and Maintenance Services',
        },
      ],
    },
  };
}

const reference = (entries: [string, string, string][]) =>
  Response.json(entries.map(([code, nameEn, nameAs]) => ({ code, nameEn, nameAs, description: null })));

/**
 * `handlers` answer the ePublish, configuration and reference calls (after the other areas');
 * `publicTenders` answers the public full view of a published ePublish tender (`epublish-N`),
 * ahead of the public tenders stub, which knows only the imported tenders.
 */
export function epublishStubs(): { handlers: StubHandler[]; publicTenders: StubHandler } {
  const store = initialStore();
  let nextId = 101;
  const listItem = (t: EpublishTender) => ({
    id: t.id,
    state: t.state,
    version: t.version,
    referenceNo: t.values.tenderReferenceNumber,
    title: t.values.tenderTitle,
    organisation: t.organisation,
    createdBy: t.createdBy.name,
    bidSubmissionEnd: t.values.bidSubmissionEnd,
    updatedAt: t.updatedAt,
    publishedUid: t.publishedUid,
  });
  const publicTenders = on('GET', /^\/public\/tenders\/epublish-(\d+)$/, (_req, [, id]) => {
    const found = store.get(Number(id));
    return found?.state === 'published' ? Response.json(preview(found)) : problem(404, 'NOT_FOUND');
  });
  const handlers = [
    on('GET', '/module-config/field-status', () => Response.json(fieldStatusAnswer())),
    on('GET', '/reference/tender-type', () => reference([['OPEN', 'Open Tender', 'মুকলি নিবিদা']])),
    on('GET', '/reference/tender-category', () => reference([['WORKS', 'Works', 'কাম']])),
    on('GET', '/reference/form-of-contract', () => reference([['ITEM_RATE', 'Item Rate', 'সামগ্ৰীৰ হাৰ']])),
    on('GET', '/reference/product-categories', (req) => {
      const parent = req.query.get('parent');
      const scheme = req.query.get('scheme');
      if (scheme === 'unspsc')
        return Response.json(
          !epublishStubConfig.unspscLoaded
            ? []
            : parent
              ? [
                  {
                    code: `${parent.slice(0, 2)}10`,
                    level: 'family',
                    name: `Child of ${parent}`,
                    parentCode: parent,
                  },
                ]
              : [{ code: '72', level: 'segment', name: 'Construction Services', parentCode: null }],
        );
      return Response.json(
        parent === 'Works'
          ? [{ code: 'Works > Civil Works', level: 'family', name: 'Civil Works', parentCode: 'Works' }]
          : parent
            ? []
            : [{ code: 'Works', level: 'segment', name: 'Works', parentCode: null }],
      );
    }),
    on('GET', /^\/reference\/[a-z-]+$/, (req) =>
      req.path.includes('currencies')
        ? Response.json([{ code: 'INR', number: '356', minorUnit: 2, name: 'Indian Rupee' }])
        : reference([]),
    ),
    on('GET', '/epublish/tenders', (req) => {
      const view = req.query.get('view') ?? 'mine';
      const state = req.query.get('state');
      const q = req.query.get('q')?.toLowerCase();
      const page = Number(req.query.get('page') ?? 1);
      const all = [...store.values()]
        .filter((t) => views[view]!.includes(t.state))
        .filter((t) => !state || t.state === state)
        .filter(
          (t) => !q || `${t.values.tenderTitle} ${t.values.tenderReferenceNumber}`.toLowerCase().includes(q),
        )
        .sort((a, b) => a.id - b.id);
      const pageSize = 4;
      return Response.json({
        items: all.slice((page - 1) * pageSize, page * pageSize).map(listItem),
        total: all.length,
        pageSize,
      });
    }),
    on('POST', '/epublish/tenders', (req) => {
      const { values } = req.body as { values: unknown };
      const created = tender(nextId++, 'draft', epublishValuesSchema.parse(values), {
        version: 1,
        files: [],
      });
      store.set(created.id, created);
      return Response.json(created, { status: 201 });
    }),
    ...workflowItemStubs('/epublish/tenders', store, {
      update: (found, values) => ({ ...found, values: epublishValuesSchema.parse(values) }),
      preview,
      publishedUid: (found) => `epublish-${found.id}`,
      before: (found, action) =>
        found.id === 6 && action === 'send'
          ? problem(400, 'VALIDATION_FAILED', [
              {
                path: 'body.values.covers.1.documents.0.name',
                message: 'epublish:validation.coverDocumentName',
              },
            ])
          : undefined,
    }),
  ];
  return { handlers, publicTenders };
}

/** A user who both creates and publishes, with these ePublish pages in their menu (spec §6 roles). */
export function epublishSession(user: SessionUser, pages: RouteId[]): SessionUser {
  return {
    ...user,
    roles: ['creator', 'publisher'],
    menuGroups: [{ code: 'tenderCreation', name: { en: 'ePublish', as: 'ই-প্ৰকাশ' }, pages }],
  };
}

/**
 * The item routes of an ePublish workflow area (tenders; their corrigenda) in the stubs: the
 * preview, the item (GET; PUT with the optimistic lock: a stale version gets 409) and its steps.
 */
export function workflowItemStubs<T extends WorkflowItem & { id: number }>(
  base: string,
  store: Map<number, T>,
  options: {
    /** The item with the values put (the version moves on here). */
    update(found: T, values: unknown): T;
    preview(found: T): unknown;
    publishedUid(found: T): string;
    /** A reply of its own before the step (a refusal, a 204 discard); undefined takes the step. */
    before?(found: T, action: string): Response | undefined;
  },
): StubHandler[] {
  const path = base.replace(/\//g, '\\/');
  return [
    on('GET', new RegExp(`^${path}\\/(\\d+)\\/preview$`), (_req, [, id]) => {
      const found = store.get(Number(id));
      return found ? Response.json(options.preview(found)) : problem(404, 'NOT_FOUND');
    }),
    on('*', new RegExp(`^${path}\\/(\\d+)$`), (req, [, id]) => {
      const found = store.get(Number(id));
      if (!found) return problem(404, 'NOT_FOUND');
      if (req.method === 'GET') return Response.json(found);
      const body = req.body as { values: unknown; version: number };
      if (body.version !== found.version) return problem(409, 'CONFLICT');
      const updated = { ...options.update(found, body.values), version: found.version + 1 };
      store.set(updated.id, updated);
      return Response.json(updated);
    }),
    on('POST', new RegExp(`^${path}\\/(\\d+)\\/actions\\/([a-z]+)$`), (req, [, id, action]) => {
      const found = store.get(Number(id));
      if (!found) return problem(404, 'NOT_FOUND');
      const body = req.body as { version: number; remarks?: string };
      if (body.version !== found.version) return problem(409, 'CONFLICT');
      const own = options.before?.(found, action!);
      if (own) return own;
      const next = takeStep(found, action as EpublishAction, body.remarks, options.publishedUid(found));
      if (next instanceof Response) return next;
      store.set(next.id, next);
      return Response.json(next);
    }),
  ];
}

/** The published stub tender 10 as its corrigenda and awards (issue #11 items 3, 4) name it. */
export const publishedStubTender = {
  id: 10,
  referenceNo: completeValues.tenderReferenceNumber,
  title: completeValues.tenderTitle,
  publishedUid: 'epublish-10',
  state: 'published' as const,
};

/** A discarded draft is gone: 204 without a body, as the server answers (workflowItemStubs' `before`). */
export function discardDraft<T extends { id: number; state: EpublishState }>(store: Map<number, T>) {
  return (found: T, action: string): Response | undefined => {
    if (action !== 'discard' || found.state !== 'draft') return undefined;
    store.delete(found.id);
    return new Response(null, { status: 204 });
  };
}
