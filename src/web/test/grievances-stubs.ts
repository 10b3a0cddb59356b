import type { Feedback, Grievance, GrievanceListItem } from '../../common/api/grievances.ts';
import type { RoleCode } from '../../common/roles.ts';
import type { RouteId } from '../../common/routes/index.ts';
import type { SessionUser } from '../lib/session.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/**
 * Stubbed grievance endpoints (issue #26) for the component tests: a few grievances in each
 * state, one's steps moving it on, the tracking page's answer and feedback. The rules are proven
 * by the server's API tests (modules/grievances/grievances.api.test.ts).
 */
const row = (id: number, state: GrievanceListItem['state'], ageDays: number | null): GrievanceListItem => ({
  id,
  grievanceNo: state === 'draft' ? null : `GRV/2026/${String(id).padStart(6, '0')}`,
  kind: 'grievance',
  state,
  title: `Bid security not returned ${id}`,
  complainant: 'Hemanta Kalita',
  organisation: 'Guwahati Roads Division',
  tenderReferenceNo: 'PWD/RD/10/2026-27',
  submittedAt: state === 'draft' ? null : '2026-03-11T06:30:00.000Z',
  closedAt: state === 'closed' ? '2026-03-20T06:30:00.000Z' : null,
  ageDays,
  version: 2,
});

const rows: GrievanceListItem[] = [
  row(1, 'submitted', 4),
  row(2, 'open', 12),
  row(3, 'closed', 9),
  row(4, 'draft', null),
];

export function grievanceItem(id: number, state: Grievance['state']): Grievance {
  return {
    ...row(id, state, state === 'draft' ? null : 4),
    values: {
      userType: 'bidder',
      complainantName: 'Hemanta Kalita',
      companyName: 'Kalita Constructions',
      gender: 'male',
      title: `Bid security not returned ${id}`,
      address: 'Zoo Road, Guwahati',
      state: 'Assam',
      city: 'Kamrup Metropolitan',
      postalCode: '781024',
      email: 'hemanta.kalita@example.org',
      countryCode: '+91',
      mobile: '9864012345',
      category: 'payment',
      subCategory: 'emd',
      msmeUan: null,
      tenderId: 110,
      complaint: 'The bid security has not been returned.',
      evidenceFileId: 901,
    },
    tender: { id: 110, uid: 'epublish-110', referenceNo: 'PWD/RD/10/2026-27', title: 'Road repair 10' },
    evidence: { fileId: 901, name: 'evidence.pdf', size: 120_000 },
    replies:
      state === 'open' || state === 'closed'
        ? [
            {
              action: 'reply',
              remarks: 'The refund order is attached',
              document: null,
              at: '2026-03-15T06:30:00.000Z',
            },
          ]
        : [],
    actions:
      state === 'draft'
        ? [{ action: 'submit', remarksRequired: false }]
        : state === 'submitted'
          ? [{ action: 'open', remarksRequired: false }]
          : state === 'open'
            ? [
                { action: 'reply', remarksRequired: true },
                { action: 'close', remarksRequired: true },
              ]
            : [],
  };
}

const feedbackRows: Feedback[] = [
  {
    id: 1,
    name: 'Anjali Sharma',
    email: 'anjali.sharma@example.org',
    designation: 'Engineer',
    organisation: 'Sharma Builders',
    reason: 'suggestion',
    countryCode: '+91',
    mobile: '9854033333',
    comments: 'Please add a filter by district.',
    createdAt: '2026-03-11T06:30:00.000Z',
  },
];

export function grievanceStubs(): StubHandler[] {
  const saved = new Map<number, Grievance>(
    [grievanceItem(1, 'submitted'), grievanceItem(2, 'open'), grievanceItem(4, 'draft')].map((g) => [
      g.id,
      g,
    ]),
  );
  return [
    on('GET', '/grievances', (request) => {
      const state = request.query.get('state');
      const view = request.query.get('view');
      const items = rows
        .filter((r) => (view === 'handling' ? r.state !== 'draft' : true))
        .filter((r) => !state || r.state === state);
      return Response.json({ items, total: items.length, pageSize: 20 });
    }),
    on('GET', /^\/grievances\/(\d+)$/, (_request, [, id]) => {
      const item = saved.get(Number(id));
      return item ? Response.json(item) : problem(404, 'NOT_FOUND');
    }),
    // Save as Draft again (and Save and Preview): the draft with the new values, one version on.
    on('PUT', /^\/grievances\/(\d+)$/, (request, [, id]) => {
      const item = saved.get(Number(id));
      if (!item) return problem(404, 'NOT_FOUND');
      const body = request.body as { values: Partial<Grievance['values']> };
      const next: Grievance = {
        ...item,
        values: { ...item.values, ...body.values },
        version: item.version + 1,
      };
      saved.set(item.id, next);
      return Response.json(next);
    }),
    on('POST', /^\/grievances\/(\d+)\/(open|reply|close|submit)$/, (request, [, id, action]) => {
      const item = saved.get(Number(id))!;
      const body = request.body as { remarks?: string };
      const state = action === 'submit' ? 'submitted' : action === 'close' ? 'closed' : 'open';
      const next: Grievance = {
        ...grievanceItem(item.id, state),
        version: item.version + 1,
        replies: [
          ...item.replies,
          ...(action === 'submit'
            ? []
            : [
                {
                  action: action as 'open',
                  remarks: body.remarks ?? null,
                  document: null,
                  at: '2026-03-16T06:30:00.000Z',
                },
              ]),
        ],
      };
      saved.set(item.id, next);
      return Response.json(next);
    }),
    on('POST', '/public/grievances/track', (request) => {
      const body = request.body as { grievanceNo: string; email: string };
      if (body.email !== 'hemanta.kalita@example.org')
        return problem(404, 'NOT_FOUND', [{ path: '', message: 'grievances:validation.notFound' }]);
      return Response.json({
        grievanceNo: body.grievanceNo.toUpperCase(),
        kind: 'grievance',
        state: 'closed',
        title: 'Bid security not returned',
        organisation: 'Guwahati Roads Division',
        submittedAt: '2026-03-11T06:30:00.000Z',
        closedAt: '2026-03-20T06:30:00.000Z',
        replies: [{ action: 'close', remarks: 'Bid security refunded', at: '2026-03-20T06:30:00.000Z' }],
      });
    }),
    on('GET', '/feedback', () => Response.json({ items: feedbackRows, total: 1, pageSize: 20 })),
  ];
}

export function grievanceSession(user: SessionUser, pages: RouteId[], roles: RoleCode[]): SessionUser {
  return {
    ...user,
    roles,
    menuGroups: [{ code: 'grievances', name: { en: 'Grievances', as: 'অভিযোগ' }, pages }],
  };
}
