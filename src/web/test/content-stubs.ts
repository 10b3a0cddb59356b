import type {
  ContentDocument,
  PublicAnnouncement,
  PublicContentDocument,
  PublicTestimonial,
  PublicTraining,
} from '../../common/api/content.ts';
import { on, problem, type StubHandler } from './stub-router.ts';

/**
 * Stubbed content API (issue #27) for the component tests: a few published documents of two
 * types and languages, one document waiting for approval, and the announcements of the day
 * (none unless a test sets them). The rules themselves are proven by the server's API tests
 * (modules/content/content.api.test.ts).
 */
const file = (id: number) => ({
  id,
  name: `document-${id}.pdf`,
  size: 245_760,
  sha256: `${String(id).padStart(2, '0')}`.repeat(32),
  kind: 'pdf',
});

export const stubDocuments: PublicContentDocument[] = [
  {
    id: 1,
    type: 'actRules',
    title: 'The Assam Public Procurement Act, 2017',
    description: 'The Act that governs procurement by the Government of Assam.',
    department: 'Finance Department',
    language: 'en',
    documentDate: '2017-09-26',
    expiryDate: null,
    file: file(1),
  },
  {
    id: 2,
    type: 'actRules',
    title: 'অসম ৰাজহুৱা ক্ৰয় আইন, 2017',
    description: null,
    department: 'বিত্ত বিভাগ',
    language: 'as',
    documentDate: '2017-09-26',
    expiryDate: null,
    file: file(2),
  },
  {
    id: 3,
    type: 'downloads',
    title: 'Checklist for bidders',
    description: null,
    department: null,
    language: 'both',
    documentDate: '2025-02-01',
    expiryDate: null,
    file: file(3),
  },
];

export const stubPending: ContentDocument = {
  ...stubDocuments[0]!,
  id: 9,
  title: 'Manual for Procurement of Works, 2022',
  type: 'rulesManuals',
  keywords: 'manual works',
  state: 'pending',
  version: 1,
  remarks: null,
  file: file(9),
  quote: null,
  personName: null,
  personRole: null,
  createdBy: 'Portal Administrator',
  createdAt: '2026-06-01T06:30:00.000Z',
  updatedAt: '2026-06-01T06:30:00.000Z',
  allowedActions: [
    { action: 'approve', remarksRequired: false },
    { action: 'block', remarksRequired: true },
  ],
};

export const contentStubState: {
  announcements: PublicAnnouncement[];
  trainings: PublicTraining[];
  /** The published, unexpired testimonials (the server's query decides which); the stub picks the asked language. */
  testimonials: PublicTestimonial[];
  decided: { action: string; body: unknown }[];
} = {
  announcements: [],
  trainings: [],
  testimonials: [],
  decided: [],
};

export function contentStubs(): StubHandler[] {
  contentStubState.announcements = [];
  contentStubState.trainings = [];
  contentStubState.testimonials = [];
  contentStubState.decided = [];
  let pending = { ...stubPending };
  return [
    on('GET', '/public/announcements', () => Response.json({ items: contentStubState.announcements })),
    on('GET', '/public/trainings', () => Response.json({ items: contentStubState.trainings })),
    on('GET', '/public/testimonials', (request) =>
      Response.json({
        items: contentStubState.testimonials.filter(
          (x) => x.language === (request.query.get('lang') ?? 'en'),
        ),
      }),
    ),
    on('GET', /^\/public\/content\/documents\/(\d+)$/, (_request, match) => {
      const doc = stubDocuments.find((d) => d.id === Number(match[1]));
      return doc ? Response.json(doc) : problem(404, 'NOT_FOUND');
    }),
    on('GET', '/public/content/documents', (request) => {
      const query = request.query;
      const q = (query.get('q') ?? '').toLowerCase();
      const lang = query.get('lang') ?? 'en';
      const items = stubDocuments.filter(
        (d) =>
          d.type === query.get('type') &&
          (d.language === lang || d.language === 'both') &&
          (!q || d.title.toLowerCase().includes(q)),
      );
      return Response.json({ items, total: items.length, pageSize: 20 });
    }),
    on('GET', '/content/documents', () => Response.json({ items: [pending], total: 1, pageSize: 20 })),
    on('GET', /^\/content\/documents\/(\d+)$/, (_request, match) =>
      Number(match[1]) === pending.id ? Response.json(pending) : problem(404, 'NOT_FOUND'),
    ),
    on('POST', /^\/content\/documents\/(\d+)\/(approve|publish|block)$/, (request, match) => {
      contentStubState.decided.push({ action: match[2]!, body: request.body });
      const state = match[2] === 'approve' ? 'approved' : match[2] === 'publish' ? 'published' : 'blocked';
      pending = {
        ...pending,
        state,
        version: pending.version + 1,
        allowedActions:
          state === 'approved'
            ? [
                { action: 'publish', remarksRequired: false },
                { action: 'block', remarksRequired: true },
              ]
            : state === 'published'
              ? [{ action: 'block', remarksRequired: true }]
              : [],
      };
      return Response.json(pending);
    }),
  ];
}
