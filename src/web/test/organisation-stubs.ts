/**
 * Stubbed answers of the organisation master and module configuration endpoints for component
 * tests (renderApp). The server's rules are proven by the API tests; these give the pages data.
 */
export const testOrgUnits = [
  {
    id: 21,
    level: 1,
    parentId: null,
    chain: [],
    name: 'Public Health Engineering Department',
    description: null,
    shortCode: 'PHED',
    status: 1,
    visible: true,
    approvalState: 'approved',
    version: 2,
    openChange: null,
  },
];

export const testOrgChanges = [
  {
    id: 31,
    orgUnitId: 22,
    kind: 'create',
    state: 'pending',
    parentId: null,
    parentChain: [],
    name: 'Department of Fisheries',
    description: null,
    shortCode: 'FISH',
    status: 1,
    visible: true,
    proposedBy: 'Portal Administrator (admin.demo)',
    proposedAt: '2026-11-21T05:00:00.000Z',
    remarks: null,
    decidedBy: null,
    decidedAt: null,
    decisionRemarks: null,
    version: 1,
    allowedActions: [
      { action: 'approve', remarksRequired: false },
      { action: 'reject', remarksRequired: true },
    ],
  },
];

const conflict = () =>
  Response.json({ type: 'x', title: 'x', status: 409, code: 'CONFLICT' }, { status: 409 });

export const testConfigFields = [
  {
    id: 41,
    subModuleId: 2,
    subModuleCode: 'CREATE_TENDER',
    moduleCode: 'EPUBLISH',
    fieldName: 'tenderTitle',
    labelEn: 'Title',
    labelAs: 'শিৰোনাম',
    priority: 20,
    mandatory: true,
    status: 1,
    version: 3,
  },
];

function moduleConfigStub(path: string, init?: RequestInit): Response | undefined {
  if (path.endsWith('/api/v1/module-config/modules'))
    return Response.json([
      { id: 1, code: 'EPUBLISH', nameEn: 'E-Publish', nameAs: 'ই-প্ৰকাশ', priority: 1, status: 1, version: 1 },
    ]);
  if (path.includes('/api/v1/module-config/sub-modules'))
    return Response.json([
      {
        id: 2,
        moduleId: 1,
        moduleCode: 'EPUBLISH',
        code: 'CREATE_TENDER',
        nameEn: 'Create Tender',
        nameAs: 'নিবিদা সৃষ্টি',
        priority: 1,
        status: 1,
        version: 1,
      },
    ]);
  if (path.includes('/api/v1/module-config/fields?')) return Response.json(testConfigFields);
  const put = /\/api\/v1\/module-config\/fields\/(\d+)$/.exec(path);
  if (put && init?.method === 'PUT') {
    const body = JSON.parse(String(init.body));
    return body.version === testConfigFields[0]!.version ? Response.json({ id: 41, version: 4 }) : conflict();
  }
  return undefined;
}

/** Proposals decided during one rendered app: they leave the open list, as on the server. */
const decided = new Set<number>();
/** Level two's proposal queue fails its first load (503), to show the failure row and Retry. */
let levelTwoChangesFailed = false;
export function resetOrganisationStub() {
  decided.clear();
  levelTwoChangesFailed = false;
}

export function organisationStub(path: string, init?: RequestInit): Response | undefined {
  const config = moduleConfigStub(path, init);
  if (config) return config;
  const m = /\/api\/v1\/masters\/organisation\/(\d)\/(.*)$/.exec(path);
  if (!m) return undefined;
  const rest = m[2]!;
  if (rest.startsWith('units?')) {
    const q = new URL(path, 'http://x').searchParams.get('q');
    const items = q
      ? testOrgUnits.filter((u) => u.name.toLowerCase().includes(q.toLowerCase()))
      : testOrgUnits;
    return Response.json({ items, total: items.length, pageSize: 25 });
  }
  if (rest === 'units' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    if (body.shortCode === 'PHED')
      return Response.json(
        {
          type: 'x',
          title: 'x',
          status: 400,
          code: 'VALIDATION_FAILED',
          errors: [{ path: 'body.shortCode', message: 'validation.organisation.shortCodeTaken' }],
        },
        { status: 400 },
      );
    return Response.json({ unitId: 22, changeId: 31 });
  }
  if (/^units\/\d+$/.test(rest)) {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      return body.version === testOrgUnits[0]!.version
        ? Response.json({ unitId: 21, changeId: 32 })
        : conflict();
    }
    return Response.json({ unit: testOrgUnits[0], changes: [] });
  }
  if (rest.startsWith('parent-options'))
    return Response.json([{ id: 21, path: 'Public Health Engineering Department' }]);
  if (rest === 'changes' && m[1] === '2' && !levelTwoChangesFailed) {
    levelTwoChangesFailed = true;
    return Response.json(
      { type: 'x', title: 'x', status: 503, code: 'SERVICE_UNAVAILABLE' },
      { status: 503 },
    );
  }
  if (rest === 'changes') return Response.json(testOrgChanges.filter((c) => !decided.has(c.id)));
  const decision = /^changes\/(\d+)\/(approve|reject|remove)$/.exec(rest);
  if (decision) {
    decided.add(Number(decision[1]));
    return Response.json({ unitId: 22, changeId: Number(decision[1]) });
  }
  return undefined;
}
