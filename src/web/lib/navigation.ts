import type { RouteId } from '../../common/routes/index.ts';

/** Spec §2 Layout: the public top navigation, quick-link strip and footer, by route id. */
export interface NavGroup {
  key: 'about' | 'guidelines' | 'searchOnTender' | 'planning';
  items: RouteId[];
}

export const topNavigation: NavGroup[] = [
  { key: 'about', items: ['about', 'missionvision'] },
  {
    key: 'guidelines',
    items: [
      'actrules',
      'centralactrules',
      'instructionrelatedtosppp',
      'oonc',
      'biddingDocuments',
      'wbadbmdb',
      'appeal',
    ],
  },
  {
    key: 'searchOnTender',
    items: [
      'latestactivetenders',
      'activecorrigendums',
      'bidawards',
      'gembids',
      'globaltenders',
      'highvaluetenders',
      'tendersbyproductcategory',
      'archivedtenders',
      'tendercalendar',
      'cancelledtenders',
    ],
  },
  { key: 'planning', items: ['annualprocurementplandisplay'] },
];

/** Spec §1: related government tender, auction and marketplace sites (Select Portal). */
export const externalPortals = [
  { key: 'eprocure', url: 'https://assamtenders.gov.in' },
  { key: 'gem', url: 'https://gem.gov.in' },
  { key: 'pmgsy', url: 'https://pmgsytenders.gov.in' },
  { key: 'cppp', url: 'https://eprocure.gov.in/cppp/' },
  { key: 'eauction', url: 'https://www.mstcecommerce.com' },
] as const;

export const quickLinks: RouteId[] = [
  'help',
  'about',
  'sitemap',
  'relatedlinks',
  'contactus',
  'trainings',
  'downloads',
  'faq',
];

export const footerPolicies: RouteId[] = [
  'disclaimer',
  'termsofuse',
  'privacypolicy',
  'copyrightspolicy',
  'hyperlinkingpolicy',
];

export const footerGeneralLinks: RouteId[] = [
  'screenreaderaccess',
  'webinformationmanager',
  'sitemap',
  'relatedlinks',
  'help',
  'faq',
  'feedback',
  'gallery',
  'ChooseGrievance',
  'contactus',
];
