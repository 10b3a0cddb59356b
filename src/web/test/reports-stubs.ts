import type { Dashboard, TenderReport, TenderReportRow } from '../../common/api/reports.ts';
import type { RoleCode } from '../../common/roles.ts';
import type { RouteId } from '../../common/routes/index.ts';
import type { SessionUser } from '../lib/session.ts';
import { on, type StubHandler } from './stub-router.ts';

/**
 * Stubbed reports (issue #29) for the component tests: a three-level chain (department →
 * division → sub-division) answered one level at a time, as the server does. The figures
 * themselves are proven by the server's API tests (modules/reports/reports.api.test.ts).
 */
const figures = (published: number, value: number) => ({
  published,
  valued: published,
  value,
  corrigenda: 1,
  closed: 1,
  awarded: 0,
  awardedValue: 0,
  cancelled: 1,
});
const row = (
  key: string,
  label: string,
  level: number | null,
  drill: boolean,
  published: number,
  value: number,
): TenderReportRow => ({
  key,
  label,
  level,
  drill,
  ...figures(published, value),
});
const units = {
  1: { id: 1, name: 'Public Works Roads Department', level: 4 },
  2: { id: 2, name: 'Guwahati Roads Division', level: 5 },
};

export function reportStubs(): StubHandler[] {
  return [
    on('GET', /^\/reports\/tenders\/(\w+)$/, (request, [, dimension]) => {
      const unit = request.query.get('unit');
      const interval = request.query.get('interval') ?? 'thisFy';
      const [from, to] = interval === 'lastFy' ? ['2025-04-01', '2026-03-31'] : ['2026-04-01', '2027-03-31'];
      const base = { from, to, asOf: '2026-11-28T10:00:00.000Z', totals: figures(3, 2_50_00_000) };
      let body: TenderReport;
      if (dimension === 'organisation' && unit === '1')
        body = {
          ...base,
          dimension,
          unit: units[1],
          breadcrumb: [],
          rows: [row('2', 'Guwahati Roads Division', 5, true, 3, 2_50_00_000)],
        };
      else if (dimension === 'organisation' && unit === '2')
        body = {
          ...base,
          dimension,
          unit: units[2],
          breadcrumb: [units[1]],
          rows: [row('3', 'Dispur Sub-division', 6, false, 3, 2_50_00_000)],
        };
      else if (dimension === 'organisation')
        body = {
          ...base,
          dimension,
          unit: null,
          breadcrumb: [],
          rows: [
            row('1', 'Public Works Roads Department', 4, true, interval === 'lastFy' ? 7 : 3, 2_50_00_000),
          ],
        };
      else
        body = {
          ...base,
          dimension: dimension as TenderReport['dimension'],
          unit: null,
          breadcrumb: [],
          rows: [
            row('eprocure', 'eprocure', null, false, 2, 2_00_00_000),
            row('gem', 'gem', null, false, 1, 50_00_000),
          ],
        };
      return Response.json(body);
    }),
    on('GET', '/tasks', () =>
      Response.json({
        total: 3,
        figures: [
          { key: 'awaitingPublish', value: 2, task: true, route: 'directpurchasestatusappruval', query: '' },
          {
            key: 'corrigendaAwaiting',
            value: 1,
            task: true,
            route: 'directpurchasecorrigendumstatusappruval',
            query: '',
          },
        ],
      }),
    ),
    on('GET', '/dashboard', () =>
      Response.json({
        from: '2026-11-01',
        to: '2026-11-30',
        figures: [
          {
            key: 'tendersThisMonth',
            value: 12,
            task: false,
            route: 'orgwisetenderreport',
            query: 'interval=thisMonth',
          },
          { key: 'awaitingPublish', value: 2, task: true, route: 'directpurchasestatusappruval', query: '' },
          // A queue whose route takes a parameter ({estat}), as the publisher's dashboard has.
          {
            key: 'corrigendaAwaiting',
            value: 1,
            task: true,
            route: 'directpurchasecorrigendumstatusappruval',
            query: '',
          },
        ],
      } satisfies Dashboard),
    ),
  ];
}

export function reportSession(
  user: SessionUser,
  pages: RouteId[],
  roles: RoleCode[] = ['po_admin'],
): SessionUser {
  return {
    ...user,
    roles,
    menuGroups: [{ code: 'reports', name: { en: 'Reports', as: 'প্ৰতিবেদন' }, pages }],
  };
}
