import type { AppealListItem } from '../../common/api/appeals.ts';
import type { RoleCode } from '../../common/roles.ts';
import type { RouteId } from '../../common/routes/index.ts';
import type { SessionUser } from '../lib/session.ts';
import { on, type StubHandler } from './stub-router.ts';

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

export const appealStubs: StubHandler[] = [
  on('GET', '/appeals', (request) => {
    const level = Number(request.query.get('level'));
    const view = request.query.get('view');
    const state = request.query.get('state');
    const items = appeals
      .filter((a) => a.level === level)
      .filter((a) => (view === 'verdicts' ? ['rejected', 'disposed'].includes(a.state) : true))
      .filter((a) => (view === 'mine' ? true : a.state !== 'draft'))
      .filter((a) => !state || a.state === state);
    return Response.json({ items, total: items.length, pageSize: 20 });
  }),
];

export function appealSession(user: SessionUser, pages: RouteId[], roles: RoleCode[]): SessionUser {
  return { ...user, roles, menuGroups: [{ code: 'appeals', name: { en: 'Appeals', as: 'আপীল' }, pages }] };
}
