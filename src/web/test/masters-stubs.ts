import type { MasterEntry } from '../../common/api/masters.ts';

/** The form-of-contract entries the masters' page tests start from. */
export const testMasterEntries: MasterEntry[] = [
  {
    id: 1,
    kind: 'form_of_contract',
    code: 'ITEM_RATE',
    nameEn: 'Item Rate',
    nameAs: 'সামগ্ৰীৰ হাৰ',
    description: null,
    status: 1,
    version: 2,
    updatedAt: '2026-11-20T04:35:00.000Z',
  },
  {
    id: 2,
    kind: 'form_of_contract',
    code: 'LUMP_SUM',
    nameEn: 'Lump-sum',
    nameAs: 'একমুঠ',
    description: null,
    status: 0,
    version: 1,
    updatedAt: '2026-11-20T04:35:00.000Z',
  },
];

const problem = (status: number, code: string, errors?: { path: string; message: string }[]) =>
  Response.json({ type: 'x', title: 'x', status, code, ...(errors ? { errors } : {}) }, { status });

/**
 * Fetch stubs for the masters and locations endpoints (renderApp asks this first). Pincode
 * 781001 is Kamrup Metro, Assam; a stale version gets 409; "Item Rate" is taken.
 */
export function mastersStub(path: string, init?: RequestInit): Response | undefined {
  const pin = /\/api\/v1\/locations\/pincodes\/(\d{6})$/.exec(path);
  if (pin) {
    return pin[1] === '781001'
      ? Response.json({
          pincode: '781001',
          places: [
            { stateCode: 18, state: 'Assam', districtCode: 618, district: 'Kamrup Metro', primary: true },
          ],
        })
      : problem(404, 'NOT_FOUND');
  }
  const list = /\/api\/v1\/masters\/(?:form-of-contract|tender-category|tender-type)(\?.*)?$/.exec(path);
  if (list) {
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body));
      if (String(body.nameEn).trim().toLowerCase() === 'item rate')
        return problem(400, 'VALIDATION_FAILED', [
          { path: 'body.nameEn', message: 'masters:validation.duplicateName' },
        ]);
      return Response.json(
        { ...testMasterEntries[0], id: 9, code: 'NEW', ...body, version: 1 },
        { status: 201 },
      );
    }
    const q = new URLSearchParams(list[1]?.slice(1) ?? '').get('q')?.toLowerCase();
    return Response.json(testMasterEntries.filter((e) => !q || e.nameEn.toLowerCase().includes(q)));
  }
  const one = /\/api\/v1\/masters\/(?:form-of-contract|tender-category|tender-type)\/(\d+)$/.exec(path);
  if (one) {
    const entry = testMasterEntries.find((e) => e.id === Number(one[1]));
    if (!entry) return problem(404, 'NOT_FOUND');
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      return body.version === entry.version
        ? Response.json({ ...entry, ...body, version: entry.version + 1 })
        : problem(409, 'CONFLICT');
    }
    return Response.json(entry);
  }
  return undefined;
}
