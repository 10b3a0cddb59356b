import type { Authority, AuthorityHistory } from '../../common/api/appellate-authorities.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/**
 * Stubbed appellate authority masters (issue #25 item 1) for the component tests. The rules are
 * proven by the server's API tests (modules/appeals/authorities.api.test.ts); here the pages'
 * wiring: options, the unit clash on its field, the remarks, the history.
 */
const ministry = { code: 'FINANCE', nameEn: 'Finance Ministry of Assam', nameAs: 'অসমৰ বিত্ত মন্ত্ৰালয়' };
const department = { code: 'PWD_ROADS', nameEn: 'Public Works Roads', nameAs: 'ৰাজহুৱা পথ' };
const units = [
  { id: 11, path: 'Public Works Roads Department' },
  { id: 12, path: 'Public Works Roads Department › Guwahati Roads Division' },
  { id: 21, path: 'Health Department' },
];

export function authorityItem(id: number, over: Partial<Authority> = {}): Authority {
  return {
    id,
    level: 1,
    name: 'Ranjit Bora',
    designation: 'Commissioner and Secretary',
    ministry,
    department,
    email: 'r.bora@assam.gov.in',
    mobile: '9435099001',
    address: 'Janata Bhawan, Dispur, Guwahati 781006',
    units: [units[0]!],
    status: 1,
    version: 1,
    updatedAt: '2026-03-01T06:30:00.000Z',
    ...over,
  };
}

export function authorityStubs(): StubHandler[] {
  const saved = new Map<number, Authority>([[1, authorityItem(1)]]);
  let next = 2;
  const history: AuthorityHistory = [
    { at: '2026-03-01T06:30:00.000Z', action: 'created', actor: 'Portal Admin', remarks: null, changed: [] },
  ];
  return [
    on('GET', '/reference/appellate-ministry', () => Response.json([{ ...ministry, description: null }])),
    on('GET', '/reference/appellate-department', () => Response.json([{ ...department, description: null }])),
    on('GET', '/appeals/authorities/units', () => Response.json({ items: units })),
    on('GET', '/appeals/authorities', (request) => {
      const q = request.query.get('q')?.toLowerCase();
      const items = [...saved.values()].filter((a) => !q || a.name.toLowerCase().includes(q));
      return Response.json({ items, total: items.length, pageSize: 20 });
    }),
    on('POST', '/appeals/authorities', (request) => {
      const body = request.body as Omit<Authority, 'units'> & { orgUnitIds: number[]; level: number };
      if (body.level === 1 && body.orgUnitIds.includes(11))
        return problem(409, 'ALREADY_EXISTS', [
          { path: 'orgUnitIds', message: 'appeals:authority.validation.unitTaken' },
        ]);
      const made = authorityItem(next++, {
        name: body.name,
        level: body.level,
        units: units.filter((u) => body.orgUnitIds.includes(u.id)),
      });
      saved.set(made.id, made);
      return Response.json(made, { status: 201 });
    }),
    on('GET', /^\/appeals\/authorities\/(\d+)\/history$/, () => Response.json(history)),
    on('GET', /^\/appeals\/authorities\/(\d+)$/, (_request, [, id]) => {
      const found = saved.get(Number(id));
      return found ? Response.json(found) : problem(404, 'NOT_FOUND');
    }),
    on('PUT', /^\/appeals\/authorities\/(\d+)$/, (request, [, id]) => {
      const before = saved.get(Number(id))!;
      const body = request.body as { designation: string; remarks: string; version: number; status: number };
      if (body.version !== before.version) return problem(409, 'CONFLICT');
      const after = {
        ...before,
        designation: body.designation,
        status: body.status,
        version: before.version + 1,
      };
      saved.set(after.id, after);
      history.push({
        at: '2026-03-02T06:30:00.000Z',
        action: 'updated',
        actor: 'Portal Admin',
        remarks: body.remarks,
        changed: ['designation'],
      });
      return Response.json(after);
    }),
  ];
}
