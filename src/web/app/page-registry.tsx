import type { ComponentType } from 'react';
import type { RouteId } from '../../common/routes/index.ts';
import { ErrorPage } from '../features/system/error-page.tsx';
import { NotFoundPage } from '../features/system/not-found-page.tsx';
import { UnderConstructionPage } from '../features/system/under-construction-page.tsx';

export type PageLoader = () => Promise<ComponentType>;

const staticContent: PageLoader = async () =>
  (await import('../features/static-pages/static-content-page.tsx')).StaticContentPage;
/**
 * Which built page serves each route. A route missing here is not built yet and shows the
 * spec's page-under-construction page under its own title; the issue that builds an area
 * adds its pages here. Each page is its own chunk, so public pages carry only what they use.
 */
// Public tender discovery (issue: public tender discovery; spec §2 Search on Tender, Tender full view).
const tenderList: PageLoader = async () =>
  (await import('../features/tenders/tender-list-page.tsx')).TenderListPage;
const tenderFullView: PageLoader = async () =>
  (await import('../features/tenders/tender-full-view-page.tsx')).TenderFullViewPage;

// ePublish (issue #11; spec §2 Logged-in pages: tenders; docs/decisions/024): one form page for
// directpurchase and createTender (?id= opens a draft), one list page for the four lists, and a
// preview that shows the public full view's own body, handed in here because features do not
// import each other.
// ePublish corrigenda (issue #11 item 3; docs/decisions/025): the same list page with its own
// kind, a form page (?id= opens one, ?tender= starts one) and a preview around the full view.
// ePublish awards of contract (issue #11 item 4; docs/decisions/026): one form page for
// createaoc, aoc, directpurchaseaoc and aocupdate (?id= opens one), the same list page with
// its own kind, and a preview around the public aocfullview's body.
// Bidder registers (issue #28; docs/decisions/045): one upload page for both registers, one list
// page for the officials' and the public lists, one corrigendum page for both registers.
const bidderList: PageLoader = async () =>
  (await import('../features/bidders/bidder-list-page.tsx')).BidderListPage;
// Public information (issue #27): one module for the public pages, one for the logged-in ones
// (each picks its page by route), so the shell, every public page's first load, names two.
const contentPublic: PageLoader = async () =>
  (await import('../features/content/public-pages.tsx')).ContentPublicPage;
// Annual procurement plans (issue #27 item 5; docs/decisions/052): the public list and item.
const plansPublic: PageLoader = async () =>
  (await import('../features/plans/public-plans-page.tsx')).PublicPlansPage;
// Appeals (issue #25; docs/decisions/040): the filing form for both levels and a saved draft.
// Reports (issue #29; docs/decisions/047, 048): every route of the catalogue's reports area is
// one of two pages, chosen by the route (listed by area, not by name: the shell stays small).
// Grievances, suggestions and feedback (issue #26; docs/decisions/041).
const grievancePublic = async () => import('../features/grievances/grievance-public-pages.tsx');

/**
 * The public pages (catalogue access `anonymous`), in the shell: every public first load carries
 * their loaders. The logged-in pages' loaders are in `private-page-registry.tsx`, loaded when a
 * logged-in page is first asked for, so that each new logged-in area does not grow the public
 * pages' first load (issue #13 budget; the shell held ~150 loaders and their chunk lists).
 */
const pages: Partial<Record<RouteId, PageLoader>> = {
  ChooseGrievance: async () =>
    (await import('../features/grievances/choose-grievance-page.tsx')).ChooseGrievancePage,
  grievancestest: async () => (await grievancePublic()).GrievanceTrackPage,
  grievanceuserregistration: async () =>
    (await import('../features/grievances/registration-page.tsx')).GrievanceRegistrationPage,
  feedback: async () => (await grievancePublic()).FeedbackPage,
  searchalerts: async () => (await import('../features/alerts/search-alert-page.tsx')).SearchAlertPage,
  appeals: async () => (await import('../features/appeals/appeal-register-page.tsx')).AppealRegisterPage,
  appealFullView: async () =>
    (await import('../features/appeals/appeal-full-view-page.tsx')).AppealFullViewPage,
  appeal: async () => (await import('../features/appeals/appeal-guide-page.tsx')).AppealGuidePage,
  // Public information (issue #27; decisions 043, 044): one page for the six guideline lists.
  actrules: contentPublic,
  centralactrules: contentPublic,
  instructionrelatedtosppp: contentPublic,
  wbadbmdb: contentPublic,
  oonc: contentPublic,
  downloads: contentPublic,
  announcementdisplay: contentPublic,
  alertbox: contentPublic,
  trainings: contentPublic,
  gallery: contentPublic,
  textcontentsave: contentPublic,
  annualprocurementplandisplay: plansPublic,
  registeredbidder: bidderList,
  debarredbidder: bidderList,
  latestactivetenders: tenderList,
  archivedtenders: tenderList,
  cancelledtenders: tenderList,
  bidawards: tenderList,
  openingtoday: tenderList,
  globaltenders: tenderList,
  highvaluetenders: tenderList,
  gembids: tenderList,
  tendersbyproductcategory: tenderList,
  productcategory: async () =>
    (await import('../features/tenders/product-category-page.tsx')).ProductCategoryPage,
  tendercalendar: async () =>
    (await import('../features/tenders/tender-calendar-page.tsx')).TenderCalendarPage,
  activetendersfullview: tenderFullView,
  aocfullview: tenderFullView,
  gembidsfullview: tenderFullView,
  DirectPurchasefullview: tenderFullView,
  biddingDocuments: async () =>
    (await import('../features/tenders/bidding-documents-page.tsx')).BiddingDocumentsPage,
  home: async () => (await import('../features/home/home-page.tsx')).HomePage,
  about: staticContent,
  missionvision: staticContent,
  disclaimer: staticContent,
  termsofuse: staticContent,
  privacypolicy: staticContent,
  copyrightspolicy: staticContent,
  hyperlinkingpolicy: staticContent,
  screenreaderaccess: staticContent,
  webinformationmanager: staticContent,
  contact: staticContent,
  help: staticContent,
  contactus: async () => (await import('../features/static-pages/contact-us-page.tsx')).ContactUsPage,
  faq: async () => (await import('../features/static-pages/faq-page.tsx')).FaqPage,
  relatedlinks: async () =>
    (await import('../features/static-pages/related-links-page.tsx')).RelatedLinksPage,
  sitemap: async () => (await import('../features/static-pages/sitemap-page.tsx')).SitemapPage,
  login: async () => (await import('../features/account/login-page.tsx')).LoginPage,
  loging: async () => (await import('../features/account/login-page.tsx')).LoginPage,
  ChangePassword: async () =>
    (await import('../features/account/change-password-page.tsx')).ChangePasswordPage,
  forgotpassword: async () =>
    (await import('../features/account/forgot-password-pages.tsx')).ForgotPasswordPage,
  GenerateOTP: async () => (await import('../features/account/forgot-password-pages.tsx')).GenerateOtpPage,
  GeneratePassword: async () =>
    (await import('../features/account/forgot-password-pages.tsx')).GeneratePasswordPage,
  activecorrigendums: async () =>
    (await import('../features/corrigenda/corrigendum-list-page.tsx')).CorrigendumListPage,
  listofcorrigendums: async () =>
    (await import('../features/corrigenda/corrigendum-list-page.tsx')).CorrigendumListPage,
  dpcorrigendumlist: async () =>
    (await import('../features/corrigenda/corrigendum-list-page.tsx')).CorrigendumListPage,
  corrigendumfullview: async () =>
    (await import('../features/corrigenda/corrigendum-full-view-page.tsx')).CorrigendumFullViewPage,
  pageunderconstruction: async () => UnderConstructionPage,
  accessdenied: async () => (await import('../features/system/access-denied-page.tsx')).AccessDeniedPage,
  // Already in the shell (the router's error element and unknown paths show them): loaded as
  // they are, not through import(), which could not split them off and made every build warn.
  error: async () => ErrorPage,
  serverdown: async () => (await import('../features/system/server-down-page.tsx')).ServerDownPage,
  notfound: async () => NotFoundPage,
};

export async function pageFor(id: RouteId): Promise<ComponentType> {
  const loader = pages[id] ?? (await import('./private-page-registry.tsx')).privatePages[id];
  return loader ? loader() : UnderConstructionPage;
}
