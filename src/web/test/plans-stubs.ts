import type { Plan, PlanItem, PublicPlanItem } from '../../common/api/plans.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/**
 * Stubbed annual procurement plan API (issue #27 item 5) for the component tests: one approved
 * plan whose first item carries out an awarded tender, the public list over it, the units a plan
 * user may plan for, a sent plan waiting for approval and a tender lookup. The rules themselves
 * are proven by the server's API tests (modules/plans/plans.api.test.ts).
 */
const tender = {
  id: 41,
  uid: 'epublish-2026_DAT_1001_1',
  tenderId: '2026_DAT_1001_1',
  referenceNo: 'DAT/WORKS/14/2026-27',
  title: 'Improvement of office road and drains, Dispur',
  awarded: true,
  awards: [{ bidderName: 'Lachit Constructions', valueInr: 59800000 }],
};

const items: PlanItem[] = [
  {
    id: 11,
    subject: 'Improvement of office road and drains at the Directorate campus, Dispur',
    category: 'works',
    estimatedValue: 62500000,
    quarter: 1,
    method: 'openTender',
    tenders: [tender],
  },
  {
    id: 12,
    subject: 'Supply of desktop computers and printers for treasury offices',
    category: 'goods',
    estimatedValue: 4800000,
    quarter: 2,
    method: 'gem',
    tenders: [],
  },
];

const publicItems: PublicPlanItem[] = items.map((i) => ({
  ...i,
  planId: 5,
  orgUnitId: 3,
  organisation: 'Directorate of Accounts and Treasuries',
  financialYear: 2026,
  approvedAt: '2026-05-02T06:30:00.000Z',
}));

export const stubPlan: Plan = {
  id: 5,
  orgUnitId: 3,
  organisation: 'Directorate of Accounts and Treasuries',
  financialYear: 2026,
  state: 'approved',
  version: 3,
  remarks: null,
  totalValue: 67300000,
  items,
  createdBy: 'Demo Creator',
  createdAt: '2026-04-20T06:30:00.000Z',
  updatedAt: '2026-05-02T06:30:00.000Z',
  editable: false,
  linkable: true,
  allowedActions: [],
};

export const stubSentPlan: Plan = {
  ...stubPlan,
  id: 6,
  financialYear: 2027,
  state: 'sent',
  version: 2,
  items: items.map((i) => ({ ...i, tenders: [] })),
  linkable: false,
  allowedActions: [
    { action: 'approve', remarksRequired: false },
    { action: 'return', remarksRequired: true },
  ],
};

export const planStubState: {
  created: unknown[];
  decided: { action: string; body: unknown }[];
  linked: unknown[];
} = {
  created: [],
  decided: [],
  linked: [],
};

export function planStubs(): StubHandler[] {
  planStubState.created = [];
  planStubState.decided = [];
  planStubState.linked = [];
  let sent = { ...stubSentPlan };
  let approved = { ...stubPlan };
  const summary = (p: Plan) => {
    const { items: list, ...rest } = p;
    return { ...rest, itemCount: list.length };
  };
  return [
    on('GET', '/public/plans/options', () =>
      Response.json({
        years: [2026],
        organisations: [{ id: 3, name: 'Directorate of Accounts and Treasuries' }],
      }),
    ),
    on('GET', /^\/public\/plans\/items\/(\d+)$/, (_request, match) => {
      const item = publicItems.find((i) => i.id === Number(match[1]));
      return item ? Response.json(item) : problem(404, 'NOT_FOUND');
    }),
    on('GET', '/public/plans', (request) => {
      const category = request.query.get('category');
      const list = publicItems.filter((i) => !category || i.category === category);
      return Response.json({ items: list, total: list.length, pageSize: 20 });
    }),
    on('GET', '/plans/units', () =>
      Response.json({ items: [{ id: 3, name: 'Directorate of Accounts and Treasuries', level: 3 }] }),
    ),
    on('GET', '/plans/tender-lookup', () =>
      Response.json({
        items: [
          {
            id: 52,
            uid: 'epublish-2026_DAT_1002_1',
            tenderId: '2026_DAT_1002_1',
            referenceNo: 'DAT/GOODS/3/2026-27',
            title: 'Supply of desktop computers',
          },
        ],
      }),
    ),
    on('GET', '/plans', (request) => {
      const state = request.query.get('state');
      const list = [approved, sent].filter((p) => !state || p.state === state).map(summary);
      return Response.json({ items: list, total: list.length, pageSize: 20 });
    }),
    on('POST', '/plans', (request) => {
      planStubState.created.push(request.body);
      return Response.json(
        { ...stubPlan, id: 7, state: 'draft', editable: true, linkable: false },
        { status: 201 },
      );
    }),
    on('GET', /^\/plans\/(\d+)$/, (_request, match) => {
      const id = Number(match[1]);
      const found = [approved, sent].find((p) => p.id === id);
      return found ? Response.json(found) : problem(404, 'NOT_FOUND');
    }),
    on('POST', /^\/plans\/(\d+)\/(send|approve|return)$/, (request, match) => {
      planStubState.decided.push({ action: match[2]!, body: request.body });
      sent = {
        ...sent,
        state: match[2] === 'approve' ? 'approved' : 'returned',
        version: sent.version + 1,
        allowedActions: [],
      };
      return Response.json(sent);
    }),
    on('POST', /^\/plans\/items\/(\d+)\/tenders$/, (request, match) => {
      planStubState.linked.push({ itemId: Number(match[1]), body: request.body });
      approved = {
        ...approved,
        items: approved.items.map((i) =>
          i.id === Number(match[1])
            ? {
                ...i,
                tenders: [
                  ...i.tenders,
                  {
                    id: 52,
                    uid: 'epublish-2026_DAT_1002_1',
                    tenderId: '2026_DAT_1002_1',
                    referenceNo: 'DAT/GOODS/3/2026-27',
                    title: 'Supply of desktop computers',
                    awarded: false,
                    awards: [],
                  },
                ],
              }
            : i,
        ),
      };
      return Response.json(approved);
    }),
  ];
}
