import type {
  Bidder,
  DebarmentMatch,
  RegisterChange,
  RegisterStatus,
  RegisterVersion,
} from '../../common/api/bidders.ts';
import { normaliseName, normaliseRegistrationNo } from '../../common/api/bidders.ts';
import { on, type StubHandler } from './stub-router.ts';

/**
 * Stubbed bidder registers (issue #28) for the component tests: a few bidders and debarments,
 * the server's keyword rule (name or registration number, normalised) and filters. The rules
 * themselves are proven by the API tests (modules/bidders/bidders.api.test.ts).
 */
const bidder = (registrationNo: string, name: string, over: Partial<Bidder> = {}): Bidder => ({
  registrationNo,
  name,
  type: 'Partnership Firm',
  class: null,
  category: null,
  issueDate: null,
  validUpto: null,
  debarredFrom: null,
  debarredTo: null,
  reason: null,
  status: 'active',
  organisation: 'Public Works Roads Department',
  versionNo: 2,
  ...over,
});

export const stubBidders: Record<'registered' | 'debarred', Bidder[]> = {
  registered: [
    bidder('PWD/REG/2024/0012', 'M/s Brahmaputra Infra Builders', {
      class: 'Class I',
      category: 'Civil Works',
      issueDate: '2024-04-01',
      validUpto: '2029-03-31',
    }),
    bidder('PWD/REG/2023/0108', 'Kalita Constructions', {
      class: 'Class I',
      category: 'Roads and Bridges',
      issueDate: '2023-07-15',
      validUpto: '2028-07-14',
    }),
  ],
  debarred: [
    bidder('PHE/REG/2022/0008', 'Manas Pipes and Fittings', {
      debarredFrom: '2026-04-01',
      debarredTo: '2029-03-31',
      reason: 'Collusive bidding found by the tender committee.',
    }),
    bidder('PWD/REG/2020/0150', 'Northeast Road Carriers', {
      debarredFrom: '2025-06-01',
      debarredTo: null,
      reason: 'Abandoned the work.',
    }),
  ],
};

const matches = (b: Bidder, q: string | null) =>
  !q ||
  normaliseName(b.name).includes(normaliseName(q)) ||
  normaliseRegistrationNo(b.registrationNo).includes(normaliseRegistrationNo(q));

export const stubChanges: RegisterChange[] = [
  {
    id: 1,
    versionId: 2,
    versionNo: 2,
    organisation: 'Public Works Roads Department',
    publishedAt: '2026-11-20T06:00:00.000Z',
    change: 'changed',
    registrationNo: 'PWD/REG/2023/0108',
    name: 'Kalita Constructions',
    fields: [{ field: 'class', old: 'Class II', new: 'Class I' }],
  },
  {
    id: 2,
    versionId: 2,
    versionNo: 2,
    organisation: 'Public Works Roads Department',
    publishedAt: '2026-11-20T06:00:00.000Z',
    change: 'removed',
    registrationNo: 'PWD/REG/2022/0311',
    name: 'Barak Valley Engineering Works',
    fields: [],
  },
];

const version = (versionNo: number, over: Partial<RegisterVersion> = {}): RegisterVersion => ({
  id: versionNo,
  kind: 'debarred',
  versionNo,
  orgUnitId: 7,
  organisation: 'Public Works Roads Department',
  fileId: 100 + versionNo,
  fileName: `debarred-v${versionNo}.json`,
  sha256: 'c'.repeat(64),
  rowCount: 4,
  rejectedCount: 0,
  uploadedBy: 'Portal Administrator',
  uploadedAt: '2026-11-20T06:00:00.000Z',
  problems: [],
  changes: { added: 4, removed: 0, changed: 0 },
  sharedWith: [],
  ...over,
});

export function bidderStubs(): StubHandler[] {
  const versions: RegisterVersion[] = [
    version(2, {
      sharedWith: [{ orgUnitId: 8, organisation: 'Guwahati Roads Division', publishedAt: null }],
    }),
    version(1),
  ];
  return [
    on('GET', /^\/public\/bidder-registers\/(registered|debarred)\/bidders$/, (request, [, kind]) => {
      const items = stubBidders[kind as 'registered']
        .filter((b) => matches(b, request.query.get('q')))
        .filter((b) => !request.query.get('status') || b.status === request.query.get('status'));
      return Response.json({ items, total: items.length, pageSize: 20 });
    }),
    on('GET', /^\/public\/bidder-registers\/(registered|debarred)\/organisations$/, () =>
      Response.json([{ id: 7, name: 'Public Works Roads Department' }]),
    ),
    on('GET', /^\/public\/bidder-registers\/(registered|debarred)\/corrigenda$/, (request) => {
      const items = stubChanges.filter(
        (c) => !request.query.get('change') || c.change === request.query.get('change'),
      );
      return Response.json({ items, total: items.length, pageSize: 20 });
    }),
    on('GET', '/public/debarment-search', (request) => {
      const q = request.query.get('q') ?? '';
      const found: DebarmentMatch[] = stubBidders.debarred
        .filter((b) => matches(b, q))
        .map((b) => ({
          registrationNo: b.registrationNo,
          name: b.name,
          debarredBy: b.organisation,
          debarredFrom: b.debarredFrom!,
          debarredTo: b.debarredTo,
          reason: b.reason!,
          status: b.status,
          debarredToday: true,
        }));
      return Response.json({ today: '2026-11-28', matches: found });
    }),
    on('GET', /^\/bidder-registers\/(registered|debarred)\/status$/, () => {
      const status: RegisterStatus = {
        kind: 'debarred',
        orgUnitId: 7,
        organisation: 'Public Works Roads Department',
        latest: versions[0] ?? null,
        versions,
      };
      return Response.json(status);
    }),
    on('GET', '/bidder-registers/units', () =>
      Response.json([
        { id: 8, name: 'Guwahati Roads Division' },
        { id: 9, name: 'Jorhat Roads Division' },
      ]),
    ),
    on('POST', /^\/bidder-registers\/(registered|debarred)\/versions\/(\d+)\/shares$/, (request) => {
      const body = request.body as { orgUnitIds: number[] };
      const v = versions[0]!;
      v.sharedWith = [
        ...v.sharedWith,
        ...body.orgUnitIds.map((id) => ({
          orgUnitId: id,
          organisation: 'Jorhat Roads Division',
          publishedAt: null,
        })),
      ];
      return Response.json(v);
    }),
    on('POST', /^\/bidder-registers\/(registered|debarred)\/versions\/(\d+)\/publish$/, () => {
      const v = versions[0]!;
      v.sharedWith = v.sharedWith.map((s) => ({ ...s, publishedAt: '2026-11-28T06:00:00.000Z' }));
      return Response.json(v);
    }),
    on('POST', /^\/bidder-registers\/(registered|debarred)\/versions$/, (request) => {
      const body = request.body as { replaces: number | null };
      const made = version((body.replaces ?? 0) + 1, {
        rowCount: 3,
        rejectedCount: 1,
        problems: [
          {
            line: 12,
            index: 1,
            registrationNo: 'HLT/REG/2019/0090',
            field: 'debarredTo',
            message: 'bidders:validation.endBeforeStart',
          },
        ],
        changes: { added: 1, removed: 1, changed: 1 },
      });
      versions.unshift(made);
      return Response.json(made, { status: 201 });
    }),
  ];
}
