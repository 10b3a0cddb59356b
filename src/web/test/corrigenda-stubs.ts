import type { CorrigendumDetail, CorrigendumSummary } from '../../common/api/corrigenda.ts';
import { testTenders } from './tenders-stubs.ts';

/** Two corrigenda of the first test tender; `q=zzz` finds none, `cursor=page-2` is the second page. */
const tender = testTenders[0]!;
export const testCorrigenda: CorrigendumDetail[] = [2, 1].map((number) => ({
  uid: `${tender.uid}-c${number}`,
  number,
  type: number === 2 ? 'date-extension' : 'amendment',
  publishedAt: `2026-11-1${number}T05:30:00.000Z`,
  details: number === 2 ? 'Bid submission extended by one week' : 'Revised bill of quantities',
  newClosingAt: number === 2 ? '2026-12-05T11:30:00.000Z' : null,
  tender: {
    uid: tender.uid,
    source: tender.source,
    tenderId: tender.tenderId,
    referenceNo: tender.referenceNo,
    title: tender.title,
    organisation: tender.organisation,
    closingAt: tender.closingAt,
  },
  clarificationStartAt: null,
  clarificationEndAt: null,
  documentName: number === 2 ? 'corrigendum-2.pdf' : null,
  tenderDetail: tender,
  changes:
    number === 2
      ? [
          {
            field: 'bidSubmissionEnd',
            kind: 'instant',
            old: '2026-11-28T11:30:00.000Z',
            new: '2026-12-05T11:30:00.000Z',
          },
        ]
      : [],
  // Corrigendum 1 carries its own document (ePublish): downloadable on its full view.
  document:
    number === 1
      ? {
          title: 'Revised BoQ',
          sizeBytes: 48_128,
          sha256: 'b7e4c1d2a3f5061728394a5b6c7d8e9f00112233445566778899aabbccddeeff',
        }
      : null,
}));

const summary = ({
  clarificationStartAt,
  clarificationEndAt,
  documentName,
  tenderDetail,
  ...c
}: CorrigendumDetail) => c satisfies CorrigendumSummary;

export function corrigendaStub(path: string): Response | undefined {
  const url = new URL(path, 'http://localhost');
  const one = /^\/api\/v1\/public\/corrigenda\/([^/]+)$/.exec(url.pathname);
  if (one) {
    const found = testCorrigenda.find((c) => c.uid === decodeURIComponent(one[1]!));
    return found
      ? Response.json(found)
      : Response.json({ type: 'x', title: 'x', status: 404, code: 'NOT_FOUND' }, { status: 404 });
  }
  if (url.pathname !== '/api/v1/public/corrigenda') return undefined;
  const q = url.searchParams;
  if (q.get('q') === 'zzz') return Response.json({ items: [], total: 0, nextCursor: null });
  const items = testCorrigenda.map(summary);
  if (q.get('cursor') === 'page-2')
    return Response.json({ items: items.slice(1), total: 2, nextCursor: null });
  return Response.json({ items: items.slice(0, 1), total: 2, nextCursor: 'page-2' });
}
