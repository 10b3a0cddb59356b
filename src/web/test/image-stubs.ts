import type { Image, PublicImage } from '../../common/api/images.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/**
 * Stubbed images API (issue #27 item 4) for the component tests: two banners, three gallery
 * photographs and two partner logos shown today, and one image waiting for approval. Which are
 * shown (approval, window, language) is the server's rule, proven by its API test
 * (modules/images/images.api.test.ts).
 */
const copies = (id: number, width: number, height: number) =>
  [480, 960, 1600]
    .filter((w) => w <= width)
    .map((w) => ({
      width: w,
      height: Math.round((height * w) / width),
      url: `/api/v1/public/images/files/${String(id).padStart(2, '0').repeat(32)}.webp?w=${w}`,
    }));

const publicImage = (
  id: number,
  category: PublicImage['category'],
  nameEn: string,
  nameAs: string,
  w = 1600,
  h = 500,
): PublicImage => ({
  id,
  category,
  nameEn,
  nameAs,
  displayDate: '2026-06-01',
  location: 'Guwahati',
  width: w,
  height: h,
  variants: copies(id, w, h),
});

export const stubPublicImages: PublicImage[] = [
  publicImage(1, 'banner', 'Tea gardens of Upper Assam', 'উজনি অসমৰ চাহ বাগিচা'),
  publicImage(2, 'banner', 'The Brahmaputra at dusk', 'গোধূলিৰ ব্ৰহ্মপুত্ৰ'),
  publicImage(
    3,
    'gallery',
    'Training for district officers, Jorhat',
    'জিলা বিষয়াসকলৰ প্ৰশিক্ষণ, যোৰহাট',
    1200,
    800,
  ),
  publicImage(4, 'gallery', 'River embankment works', 'নদীবান্ধৰ কাম', 1200, 800),
  publicImage(5, 'gallery', 'Fencing at Kaziranga', 'কাজিৰঙাৰ বেৰা', 1200, 800),
  publicImage(6, 'partnerLogo', 'National Informatics Centre', 'ৰাষ্ট্ৰীয় তথ্যবিজ্ঞান কেন্দ্ৰ', 480, 160),
];

export const stubPendingImage: Image = {
  ...stubPublicImages[2]!,
  id: 9,
  nameEn: 'Bihu celebrations at the Secretariat',
  nameAs: 'সচিৱালয়ত বিহু উদযাপন',
  language: 'both',
  validFrom: '2026-06-01',
  validTo: '2026-12-31',
  priority: 2,
  state: 'pending',
  version: 1,
  remarks: null,
  variants: [{ width: 480, height: 320, url: '/api/v1/images/9/variants/480' }],
  createdBy: 'Portal Administrator',
  createdAt: '2026-06-01T06:30:00.000Z',
  allowedActions: [
    { action: 'approve', remarksRequired: false },
    { action: 'reject', remarksRequired: true },
  ],
};

export const imageStubState: { shown: PublicImage[]; decided: { action: string; body: unknown }[] } = {
  shown: [],
  decided: [],
};

export function imageStubs(): StubHandler[] {
  imageStubState.shown = [...stubPublicImages];
  imageStubState.decided = [];
  let pending = { ...stubPendingImage };
  return [
    on('GET', '/public/images', (request) => {
      const category = request.query.get('category');
      const limit = Number(request.query.get('limit') ?? 100);
      return Response.json({
        items: imageStubState.shown.filter((i) => i.category === category).slice(0, limit),
      });
    }),
    on('GET', '/images', () => Response.json({ items: [pending], total: 1, pageSize: 20 })),
    on('GET', /^\/images\/(\d+)$/, (_request, match) =>
      Number(match[1]) === pending.id ? Response.json(pending) : problem(404, 'NOT_FOUND'),
    ),
    on('POST', /^\/images\/(\d+)\/(approve|reject|withdraw)$/, (request, match) => {
      imageStubState.decided.push({ action: match[2]!, body: request.body });
      pending = {
        ...pending,
        state: match[2] === 'approve' ? 'approved' : match[2] === 'reject' ? 'rejected' : 'withdrawn',
        version: pending.version + 1,
        allowedActions: [],
      };
      return Response.json(pending);
    }),
  ];
}
