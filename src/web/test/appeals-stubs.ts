import type { Appeal, AppealListItem, PublicAppealItem } from '../../common/api/appeals.ts';
import type { RoleCode } from '../../common/roles.ts';
import type { RouteId } from '../../common/routes/index.ts';
import type { SessionUser } from '../lib/session.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/**
 * Stubbed appeal lists (issue #25) for the component tests: a few appeals of both levels, the
 * server's order (remaining days, due first) and its filters. The rules themselves are proven by
 * the server's API tests (modules/appeals/appeals.api.test.ts).
 */
const row = (
  id: number,
  level: number,
  state: AppealListItem['state'],
  remainingDays: number | null,
  expired = false,
): AppealListItem => ({
  id,
  referenceNo: state === 'draft' ? null : `AP${level}/2026/${String(id).padStart(6, '0')}`,
  level,
  state,
  tender: {
    id: 100 + id,
    uid: `epublish-${100 + id}`,
    referenceNo: `PWD/RD/${id}/2026-27`,
    title: `Road repair ${id}`,
  },
  organisation: 'Guwahati Roads Division',
  appellant: 'Hemanta Kalita',
  filedAt: state === 'draft' ? null : '2026-03-11T06:30:00.000Z',
  dueDate: state === 'draft' ? null : '2026-04-10',
  remainingDays,
  expired,
  version: 2,
});

const appeals: AppealListItem[] = [
  row(1, 1, 'active', 3),
  row(2, 1, 'approved', 12),
  row(3, 1, 'expired', null, true),
  row(4, 1, 'draft', null),
  row(5, 1, 'disposed', null),
  row(6, 2, 'active', 25),
];

const listStub = on('GET', '/appeals', (request) => {
  const level = Number(request.query.get('level'));
  const view = request.query.get('view');
  const state = request.query.get('state');
  const items = appeals
    .filter((a) => a.level === level)
    .filter((a) => (view === 'verdicts' ? ['rejected', 'disposed'].includes(a.state) : true))
    .filter((a) => (view === 'mine' ? true : a.state !== 'draft'))
    .filter((a) => !state || a.state === state);
  return Response.json({ items, total: items.length, pageSize: 20 });
});

const party = (name: string, organisation: string) => ({
  name,
  organisation,
  designation: null,
  address: 'Guwahati',
  email: 'party@example.in',
  mobile: '9876543210',
});

/** One appeal as GET /appeals/{id} answers (the server's shape, appealSchema). */
export function appealItem(id: number, state: Appeal['state'], over: Partial<Appeal> = {}): Appeal {
  const base = row(id, 1, state, state === 'active' ? 3 : null);
  return {
    ...base,
    authority: null,
    firstAppealId: null,
    values: {
      decisionDate: '2026-03-01',
      appellant: party('Hemanta Kalita', 'Kalita Constructions'),
      respondent: party('Executive Engineer', 'Guwahati Roads Division'),
      representative: {
        name: null,
        organisation: null,
        designation: null,
        address: null,
        email: null,
        mobile: null,
      },
      grounds: 'The lowest bid was rejected without reasons.',
      prayer: 'Set aside the rejection.',
      affidavit: {
        issueDate: '2026-03-05',
        courtName: 'Kamrup (Metro) District Court',
        notaryRegistrationNo: 'NR-1234',
        notaryName: 'A. Sharma',
        place: 'Guwahati',
        documentCount: 2,
      },
      documents: [
        { kind: 'affidavit', fileId: 901 },
        { kind: 'panCard', fileId: 902 },
      ],
    },
    documents: [
      { kind: 'affidavit', fileId: 901, name: 'affidavit.pdf', size: 120_000, sha256: 'a'.repeat(64) },
      { kind: 'panCard', fileId: 902, name: 'pan.pdf', size: 80_000, sha256: 'b'.repeat(64) },
    ],
    filingLastDay: '2026-03-11',
    fineCapInr: 500_000,
    consentAt: state === 'draft' ? null : '2026-03-11T06:30:00.000Z',
    hearing: null,
    verdict: null,
    decidedAt: null,
    remarks: null,
    actions:
      state === 'draft'
        ? [{ action: 'submit', remarksRequired: false }]
        : state === 'active'
          ? [
              { action: 'approve', remarksRequired: false },
              { action: 'reject', remarksRequired: true },
            ]
          : state === 'approved'
            ? [
                { action: 'hearing', remarksRequired: false },
                { action: 'dispose', remarksRequired: true },
              ]
            : [],
    ...over,
  };
}

/** A decided appeal of the public register (publicAppealSchema). */
export function publicAppealItem(id: number, outcome: PublicAppealItem['outcome']): PublicAppealItem {
  return {
    id,
    referenceNo: `AP1/2026/${String(id).padStart(6, '0')}`,
    level: 1,
    tender: { uid: `epublish-${100 + id}`, referenceNo: `PWD/RD/${id}/2026-27`, title: `Road repair ${id}` },
    organisation: 'Guwahati Roads Division',
    appellantOrganisation: 'Kalita Constructions',
    respondentOrganisation: 'Guwahati Roads Division',
    grounds: 'The lowest bid was rejected without reasons.',
    outcome,
    filedAt: '2026-03-11T06:30:00.000Z',
    decidedAt: '2026-03-30T06:30:00.000Z',
    disposalReport:
      outcome === 'rejected' ? null : { fileId: 950, name: 'disposal-report.pdf', size: 150_000 },
  };
}

/**
 * The appeal endpoints for one rendered app: drafts saved and read back, steps taken (each moves
 * the version on), a decision date before March 2026 refused as late with its deadline (the
 * server's shape, decision 040), and the public register.
 */
export function appealStubs(): StubHandler[] {
  const saved = new Map<number, Appeal>([
    [7, appealItem(7, 'draft')],
    [8, appealItem(8, 'active')],
    [9, appealItem(9, 'approved')],
    [5, appealItem(5, 'disposed', { verdict: 'dismissed', decidedAt: '2026-03-30T06:30:00.000Z' })],
  ]);
  let next = 50;
  return [
    listStub,
    on('GET', '/appeals/tenders', () =>
      Response.json({
        items: [
          {
            id: 110,
            uid: 'epublish-110',
            referenceNo: 'PWD/RD/10/2026-27',
            title: 'Road repair 10',
            organisation: 'Guwahati Roads Division',
            valueInr: 10_000_000,
            fineCapInr: 500_000,
          },
        ],
      }),
    ),
    on('POST', '/appeals', (request) => {
      const body = request.body as { level: number; tenderId?: number; values: Appeal['values'] };
      if (body.level === 1 && (body.values.decisionDate ?? '') < '2026-03-01')
        return problem(400, 'VALIDATION_FAILED', [
          {
            path: 'body.values.decisionDate',
            message: 'appeals:validation.late',
            params: { deadline: '11-01-2026' },
          },
        ]);
      const id = next++;
      const item = appealItem(id, 'draft', { level: body.level, values: body.values, version: 1 });
      saved.set(id, item);
      return Response.json(item, { status: 201 });
    }),
    on('GET', /^\/appeals\/(\d+)$/, (_request, [, id]) => {
      const item = saved.get(Number(id));
      return item ? Response.json(item) : problem(404, 'NOT_FOUND');
    }),
    on('PUT', /^\/appeals\/(\d+)$/, (request, [, id]) => {
      const item = saved.get(Number(id))!;
      const body = request.body as { values: Appeal['values'] };
      const updated = { ...item, values: body.values, version: item.version + 1 };
      saved.set(item.id, updated);
      return Response.json(updated);
    }),
    on('POST', /^\/appeals\/(\d+)\/(submit|approve|reject|hearing|dispose)$/, (request, [, id, action]) => {
      const item = saved.get(Number(id))!;
      const body = request.body as Record<string, unknown>;
      if (body.version !== item.version) return problem(409, 'CONFLICT');
      const states: Record<string, Appeal['state']> = {
        submit: 'active',
        approve: 'approved',
        reject: 'rejected',
        hearing: 'approved',
        dispose: 'disposed',
      };
      const state = states[action!]!;
      const updated = appealItem(item.id, state, {
        version: item.version + 1,
        referenceNo: `AP${item.level}/2026/${String(item.id).padStart(6, '0')}`,
        dueDate: '2026-04-10',
        remainingDays: state === 'active' || state === 'approved' ? 30 : null,
        hearing:
          action === 'hearing'
            ? { at: String(body.hearingAt), place: String(body.place), venue: String(body.venue) }
            : item.hearing,
        verdict: action === 'dispose' ? (body.verdict as Appeal['verdict']) : null,
        remarks: (body.remarks as string | undefined) ?? null,
      });
      saved.set(item.id, updated);
      return Response.json(updated);
    }),
    on('GET', '/public/appeals', (request) => {
      const outcome = request.query.get('outcome');
      const items = [publicAppealItem(31, 'allowed'), publicAppealItem(32, 'rejected')].filter(
        (a) => !outcome || a.outcome === outcome,
      );
      return Response.json({ items, total: items.length, pageSize: 20 });
    }),
    on('GET', /^\/public\/appeals\/(\d+)$/, (_request, [, id]) =>
      Number(id) === 31 ? Response.json(publicAppealItem(31, 'allowed')) : problem(404, 'NOT_FOUND'),
    ),
  ];
}

export function appealSession(user: SessionUser, pages: RouteId[], roles: RoleCode[]): SessionUser {
  return { ...user, roles, menuGroups: [{ code: 'appeals', name: { en: 'Appeals', as: 'আপীল' }, pages }] };
}
