import type { TenderDetail, TenderSummary } from '../../common/api/tenders.ts';

/**
 * Stubbed answers of the public tender endpoints for component tests (renderApp), with real
 * Assam tenders from ../shared/data/assam_tenders (dates moved into the tests' present). The
 * server's filtering is proven by its API tests; this stub filters just enough for the pages'
 * rules: keyword "zzz" finds nothing, keyword "slowdown" is rate limited (429, Retry-After 30),
 * the download of keyword "busyexport" is rate limited (429),
 * `undisclosed=true` keeps the tenders without a value, the list pages by cursor (2 + 1),
 * keyword "road" matches more than the server counts (10,000+), "river" comes with its matched
 * words marked, "rivr" finds nothing and suggests "river", and the first tender's id is `exact`.
 */
const detail = (
  t: Partial<TenderDetail> & Pick<TenderDetail, 'uid' | 'referenceNo' | 'title'>,
): TenderDetail => ({
  source: 'eprocure',
  extra: {},
  planItems: [],
  // The source's Tender ID is the permalink key without its source prefix.
  tenderId: t.uid.replace(/^[a-z]+-/, ''),
  organisation: [],
  orgUnitId: null,
  tenderType: 'Open Tender',
  category: 'Works',
  productCategory: null,
  valueInr: null,
  emdInr: null,
  feeInr: null,
  publishedAt: null,
  closingAt: null,
  openingAt: null,
  location: null,
  pincode: null,
  district: null,
  districtBasis: 'unknown',
  districtBasisName: null,
  officeDistrict: null,
  status: 'active',
  awarded: false,
  description: null,
  formOfContract: null,
  covers: null,
  paymentMode: null,
  contractType: null,
  subCategory: null,
  bidSubmissionStartAt: null,
  financialBidOpeningAt: null,
  bidValidityDays: null,
  periodOfWorkDays: null,
  invitingAuthority: { name: null, address: null },
  contract: null,
  awards: [],
  bids: [],
  corrigenda: [],
  sourceRecord: {
    url: 'https://assamtenders.gov.in/nicgep/app?page=FrontEndAdvancedSearch&service=page',
    perTender: false,
  },
  ...t,
});

export const testTenders: TenderDetail[] = [
  detail({
    uid: 'eprocure-2018_WPTBC_6506_1',
    referenceNo: 'No TKAC 13/16-17/17 Dtd 19/03/2018',
    corrigenda: [
      {
        uid: 'eprocure-2018_WPTBC_6506_1-c1',
        number: 1,
        type: 'date-extension',
        publishedAt: '2026-11-12T05:30:00.000Z',
        details: 'Bid submission extended by one week',
        newClosingAt: '2026-12-05T11:30:00.000Z',
        changes: [
          {
            field: 'bidSubmissionEnd',
            kind: 'instant',
            old: '2026-11-28T11:30:00.000Z',
            new: '2026-12-05T11:30:00.000Z',
          },
        ],
      },
    ],
    title: 'Thengal Gaon River Training Golaghat',
    organisation: [
      'Welfare of Plain Tribes and Backward Classes',
      'Director - WPT and BC',
      'Thengal Kachari Autonomous Council',
    ],
    formOfContract: 'Item Rate',
    productCategory: 'Construction Works',
    contractType: 'Tender',
    valueInr: 7_000_000,
    emdInr: 140_000,
    feeInr: 2000,
    covers: 2,
    paymentMode: 'Offline',
    publishedAt: '2026-11-16T03:30:00.000Z',
    bidSubmissionStartAt: '2026-11-16T03:30:00.000Z',
    closingAt: '2026-11-29T08:30:00.000Z',
    openingAt: '2026-11-29T09:30:00.000Z',
    financialBidOpeningAt: '2026-12-11T06:00:00.000Z',
    bidValidityDays: 180,
    periodOfWorkDays: 90,
    invitingAuthority: { name: 'Principal Secretary', address: 'Principal Secretary TKAC Assam Titabar' },
    description: 'Thengal Gaon River Training Golaghat',
    location: 'Golaghat',
    pincode: '785621',
    district: 'Golaghat',
    districtBasis: 'location-district',
    districtBasisName: 'Golaghat',
    officeDistrict: 'Golaghat',
    awarded: true,
    contract: { date: '2024-03-20', valueInr: 6_300_000, completionDays: 90 },
    awards: [
      { bidNumber: '33173', bidderName: 'M/S STAR CONSTRUCTIONS', currency: 'INR', valueInr: 6_300_000 },
    ],
    bids: [
      {
        bidNumber: '33009',
        bidderName: 'Ganesh Neog',
        submittedAt: '2026-11-27T11:56:00.000Z',
        status: 'Rejected-Finance',
      },
      {
        bidNumber: '33173',
        bidderName: 'M/S STAR CONSTRUCTIONS',
        submittedAt: '2026-11-28T22:45:00.000Z',
        status: 'Accepted-AOC',
      },
    ],
  }),
  detail({
    uid: 'eprocure-2020_ASPIR_16050_1',
    referenceNo: 'FD-12(12)/21/28-ES_BFIN-Fin/7',
    title: 'Supporting and managing the Lead Externally Aided Project LEAP Cell',
    organisation: [
      'Finance Department - World Bank Tenders',
      'Assam State Public Finance Institutional Reforms',
    ],
    category: 'Services',
    formOfContract: 'EOI',
    productCategory: 'Consultancy',
    valueInr: null,
    emdInr: 0,
    feeInr: 0,
    covers: 1,
    closingAt: '2026-12-03T08:30:00.000Z',
    location: 'Guwahati Dispur',
    pincode: '781006',
    district: 'Kamrup Metro',
    districtBasis: 'location-subdistrict',
    districtBasisName: 'Guwahati',
    officeDistrict: 'Kamrup Metro',
    // The plan item it carries out (issue #27 item 5): the full view links to it.
    planItems: [
      {
        id: 11,
        subject: 'Managing the externally aided project cell',
        organisation: 'Finance Department',
        financialYear: 2026,
      },
    ],
  }),
  detail({
    uid: 'eprocure-2021_SNT_22108_1',
    referenceNo: 'GBPIC/8.2.4.1/2020-21/4853 DATED 3rd JULY 2021',
    title:
      'PROCUREMENT FOR SUPPLY, INSTALLATION AND COMMISSIONING OF LABORATORY EQUIPMENTS AT GUWAHATI BIOTECH PARK',
    organisation: ['Department of Science and Technology', 'Guwahati Biotech Park'],
    tenderType: 'Global Tenders',
    category: 'Goods',
    productCategory: 'Miscellaneous Goods',
    valueInr: 123_456_789,
    closingAt: '2026-12-10T08:30:00.000Z',
    location: 'Guwahati',
    pincode: '781039',
    // The India Post directory puts 781039 in Kamrup; the location says Guwahati (issue #14 item 3).
    district: 'Kamrup Metro',
    districtBasis: 'location-subdistrict',
    districtBasisName: 'Guwahati',
    officeDistrict: 'Kamrup',
  }),
];

/**
 * A tender its source cancelled by a corrigendum, still closing in the future (issue #24 item 3:
 * its full view says so at the top, without countdown or calendar button). Only its permalink
 * answers: it is in no list of this stub.
 */
export const cancelledTestTender: TenderDetail = {
  ...testTenders[1]!,
  uid: 'eprocure-2026_PWRD_77_1',
  tenderId: '2026_PWRD_77_1',
  status: 'cancelled',
  closingAt: '2099-12-10T08:30:00.000Z',
  corrigenda: [
    {
      uid: 'eprocure-2026_PWRD_77_1-c1',
      number: 1,
      type: 'cancel',
      publishedAt: '2026-11-20T05:30:00.000Z',
      details: 'The site is under the new flyover project',
      newClosingAt: null,
    },
  ],
};

/** A GeM bid (issue #32 item 2) as the gem-bids importer stores it; only its permalink answers. */
export const gemTestBid: TenderDetail = detail({
  uid: 'gem-GEM-2026-B-6841207',
  tenderId: 'GEM/2026/B/6841207',
  source: 'gem',
  referenceNo: 'GEM/2026/B/6841207',
  title: 'Hospital Beds - Semi Fowler (Q2)',
  productCategory: 'Hospital Beds - Semi Fowler (Q2)',
  tenderType: null,
  category: null,
  organisation: ['Assam', 'Health and Family Welfare Department', 'National Health Mission Assam'],
  publishedAt: '2026-11-02T04:30:00.000Z',
  bidSubmissionStartAt: '2026-11-02T04:30:00.000Z',
  closingAt: '2099-11-23T11:30:00.000Z',
  sourceRecord: { url: 'https://bidplus.gem.gov.in/showbidDocument/6841207', perTender: true },
  extra: {
    gem: {
      ministry: 'Assam',
      department: 'Health and Family Welfare Department',
      organisation: 'National Health Mission Assam',
      quantity: 1200,
      bidUrl: 'https://bidplus.gem.gov.in/showbidDocument/6841207',
    },
  },
});

const summary = (t: TenderDetail): TenderSummary => {
  const {
    description: _d,
    formOfContract: _f,
    covers: _c,
    paymentMode: _p,
    contractType: _ct,
    subCategory: _s,
    bidSubmissionStartAt: _b,
    financialBidOpeningAt: _fo,
    bidValidityDays: _bv,
    periodOfWorkDays: _pw,
    invitingAuthority: _i,
    contract: _co,
    awards: _a,
    bids: _bi,
    ...rest
  } = t;
  // As the server does (service.ts withAwards): an awarded tender names its awardees and value.
  if (!t.awarded) return rest;
  return {
    ...rest,
    awardedTo: t.awards.map((a) => a.bidderName),
    awardedValueInr: t.awards.reduce((sum, a) => sum + (a.valueInr ?? 0), 0),
  };
};

export const testTenderCounts = {
  active: 1234,
  upcoming: 56,
  openingToday: 7,
  awarded: 10539,
  closing: { today: 3, tomorrow: 9, '7': 41, '15': 88, '30': 150 },
};

export const testProductCategories = [
  { name: 'Civil Works', count: 412 },
  { name: 'Civil Works - Building', count: 301 },
  { name: 'Civil Works – Roads', count: 198 },
  { name: 'Miscellaneous Services', count: 40 },
  { name: 'Civil Works - Water Works', count: 22 },
  { name: 'Supply of Materials', count: 19 },
  { name: 'Electrical Works', count: 12 },
  { name: 'Miscellaneous Goods', count: 11 },
  { name: 'Consultancy', count: 9 },
];

const problem = (status: number, code: string, headers?: Record<string, string>) =>
  Response.json({ type: 'about:blank', title: code, status, code }, { status, headers });

export function tendersStub(path: string): Response | undefined {
  const url = new URL(path, 'http://localhost');
  const p = url.pathname;
  const q = url.searchParams;
  if (p === '/api/v1/public/tenders/counts') return Response.json(testTenderCounts);
  if (p === '/api/v1/public/tenders/product-categories')
    return Response.json({ items: testProductCategories });
  if (p === '/api/v1/public/tenders/calendar') {
    const month = q.get('month') ?? '';
    return Response.json({
      month,
      days: [
        { date: `${month}-03`, count: 4 },
        { date: `${month}-29`, count: 1 },
      ],
    });
  }
  if (p === '/api/v1/public/tenders/export') {
    // The downloads have their own, stricter rate limit (routes.ts): "busyexport" hits it.
    if (q.get('q') === 'busyexport') return problem(429, 'RATE_LIMITED', { 'Retry-After': '60' });
    return new Response('Tender ID,Title\n', {
      headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="tenders.csv"' },
    });
  }
  const one = /^\/api\/v1\/public\/tenders\/([^/]+)$/.exec(p);
  if (one) {
    const found = [...testTenders, cancelledTestTender, gemTestBid].find(
      (t) => t.uid === decodeURIComponent(one[1]!),
    );
    return found ? Response.json(found) : problem(404, 'NOT_FOUND');
  }
  if (p === '/api/v1/public/tenders') {
    if (q.get('q') === 'slowdown') return problem(429, 'RATE_LIMITED', { 'Retry-After': '30' });
    let items = testTenders.map(summary);
    if (q.get('q') === 'zzz') items = [];
    if (q.get('undisclosed') === 'true') items = items.filter((t) => t.valueInr === null);
    if (q.get('tenderType')) items = items.filter((t) => t.tenderType === q.get('tenderType'));
    // Issue #24 item 1: the open listing's upcoming part (bid submission not open yet).
    if (q.get('bidding') === 'upcoming') items = items.map((t) => ({ ...t, status: 'upcoming' as const }));
    const total = items.length;
    const second = q.get('cursor') === 'page-2';
    // Pages of 2 unless the page asks for another size (`limit`).
    const size = Number(q.get('limit') ?? 2);
    const page = second ? items.slice(size) : items.slice(0, size);
    if (q.get('q') === 'road')
      return Response.json({ items: page, total: 10_000, totalCapped: true, nextCursor: 'page-2' });
    // Issue #30 item 2: a misspelt word answered with the corrected search; `exact=1` as typed.
    if (q.get('q') === 'rvier' && q.get('exact') === '1')
      return Response.json({ items: [], total: 0, totalCapped: false, nextCursor: null, suggestion: null });
    if (q.get('q') === 'rvier') {
      const river = items.filter((t) => /river/i.test(t.title));
      return Response.json({
        items: river,
        total: river.length,
        totalCapped: false,
        nextCursor: null,
        correctedFrom: 'rvier',
        correctedQuery: 'river',
      });
    }
    if (q.get('q') === 'rivr')
      return Response.json({
        items: [],
        total: 0,
        totalCapped: false,
        nextCursor: null,
        suggestion: 'river',
      });
    if (q.get('q') === 'river') {
      // The server marks the searched word in each title (queries.ts titleHeadlines).
      const river = items.filter((t) => /river/i.test(t.title));
      const titleMatches = Object.fromEntries(
        river.map((t) => [
          t.uid,
          t.title.split(/(river)/i).map((text) => ({ text, match: /^river$/i.test(text) })),
        ]),
      );
      return Response.json({
        items: river,
        total: river.length,
        totalCapped: false,
        nextCursor: null,
        titleMatches,
      });
    }
    const first = summary(testTenders[0]!);
    if (q.get('q') === first.uid.replace(/^eprocure-/, ''))
      return Response.json({
        items: [first],
        total: 1,
        totalCapped: false,
        nextCursor: null,
        exact: first.uid,
      });
    return Response.json({
      items: page,
      total,
      totalCapped: false,
      nextCursor: !second && total > size ? 'page-2' : null,
    });
  }
  if (p === '/api/v1/reference/tender-type')
    return Response.json([
      { code: 'OPEN', nameEn: 'Open Tender', nameAs: 'মুকলি নিবিদা', description: null },
      { code: 'GLOBAL', nameEn: 'Global Tenders', nameAs: 'বিশ্বজনীন নিবিদা', description: null },
    ]);
  if (p === '/api/v1/reference/tender-category')
    return Response.json([
      { code: 'WORKS', nameEn: 'Works', nameAs: 'কাৰ্য', description: null },
      { code: 'GOODS', nameEn: 'Goods', nameAs: 'সামগ্ৰী', description: null },
    ]);
  if (p === '/api/v1/locations/states/18/districts')
    return Response.json([
      { code: 618, stateCode: 18, name: 'Kamrup Metro' },
      { code: 293, stateCode: 18, name: 'Golaghat' },
    ]);
  if (p === '/api/v1/org-units')
    return Response.json([
      { id: 21, level: 1, parentId: null, name: 'Public Health Engineering Department', shortCode: 'PHED' },
    ]);
  return undefined;
}
