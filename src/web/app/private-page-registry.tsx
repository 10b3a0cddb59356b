import type { ComponentType } from 'react';
import { orgLevelPages, orgLevels } from '../../common/organisation.ts';
import { type RouteId, routeCatalogue } from '../../common/routes/index.ts';

// The page registry's loader shape, written here too: importing it would close an import cycle.
type PageLoader = () => Promise<ComponentType>;

const masterList: PageLoader = async () =>
  (await import('../features/masters/master-list-page.tsx')).MasterListPage;
const masterEntry: PageLoader = async () =>
  (await import('../features/masters/master-entry-page.tsx')).MasterEntryPage;
const masterUpdate: PageLoader = async () =>
  (await import('../features/masters/master-update-page.tsx')).MasterUpdatePage;

const orgLevelPage: PageLoader = async () =>
  (await import('../features/organisation/org-level-page.tsx')).OrgLevelPage;
const orgUnitUpdatePage: PageLoader = async () =>
  (await import('../features/organisation/org-unit-update-page.tsx')).OrgUnitUpdatePage;

// ePublish (issue #11; spec §2 Logged-in pages: tenders; docs/decisions/024): one form page for
// directpurchase and createTender (?id= opens a draft), one list page for the four lists, and a
// preview that shows the public full view's own body, handed in here because features do not
// import each other.
const epublishForm: PageLoader = async () =>
  (await import('../features/epublish/tender-form-page.tsx')).TenderFormPage;
const epublishList: PageLoader = async () =>
  (await import('../features/epublish/epublish-list-page.tsx')).EpublishListPage;
const epublishPreview: PageLoader = async () =>
  (await import('./epublish-preview.tsx')).DirectPurchasePreviewPage;
// ePublish corrigenda (issue #11 item 3; docs/decisions/025): the same list page with its own
// kind, a form page (?id= opens one, ?tender= starts one) and a preview around the full view.
const corrigendumForm: PageLoader = async () =>
  (await import('../features/epublish/corrigendum-form-page.tsx')).CorrigendumFormPage;
const corrigendumList: PageLoader = async () =>
  (await import('../features/epublish/corrigendum-list.tsx')).CorrigendumListPage;
const corrigendumPreview: PageLoader = async () =>
  (await import('./epublish-corrigendum-preview.tsx')).DirectPurchaseCorrigendumPreviewPage;
// ePublish awards of contract (issue #11 item 4; docs/decisions/026): one form page for
// createaoc, aoc, directpurchaseaoc and aocupdate (?id= opens one), the same list page with
// its own kind, and a preview around the public aocfullview's body.
const awardForm: PageLoader = async () =>
  (await import('../features/epublish/award-form-page.tsx')).AwardFormPage;
const awardList: PageLoader = async () => (await import('../features/epublish/award-list.tsx')).AwardListPage;

// Bidder registers (issue #28; docs/decisions/045): one upload page for both registers, one list
// page for the officials' and the public lists, one corrigendum page for both registers.
const bidderUpload: PageLoader = async () =>
  (await import('../features/bidders/bidder-upload-page.tsx')).BidderUploadPage;
const bidderList: PageLoader = async () =>
  (await import('../features/bidders/bidder-list-page.tsx')).BidderListPage;
const registerShares: PageLoader = async () =>
  (await import('../features/bidders/register-share-page.tsx')).RegisterSharePage;
const registerCorrigenda: PageLoader = async () =>
  (await import('../features/bidders/register-corrigendum-page.tsx')).RegisterCorrigendumPage;

const appealList: PageLoader = async () =>
  (await import('../features/appeals/appeal-list-page.tsx')).AppealListPage;

// Public information (issue #27): one module for the public pages, one for the logged-in ones
// (each picks its page by route), so the shell, every public page's first load, names two.
const imageUpload: PageLoader = async () =>
  (await import('../features/images/image-upload-page.tsx')).ImageUploadPage;
const contentAdmin: PageLoader = async () =>
  (await import('../features/content/admin-pages.tsx')).ContentAdminPage;
// Annual procurement plans (issue #27 item 5; docs/decisions/052): entry, one plan, approval.
const plansAdmin: PageLoader = async () => (await import('../features/plans/admin-pages.tsx')).PlanAdminPage;
// Appeals (issue #25; docs/decisions/040): the filing form for both levels and a saved draft.
const appealForm: PageLoader = async () =>
  (await import('../features/appeals/appeal-form-page.tsx')).AppealFormPage;
const appealPreview: PageLoader = async () =>
  (await import('../features/appeals/appeal-preview-page.tsx')).AppealPreviewPage;
const appealDecide: PageLoader = async () =>
  (await import('../features/appeals/appeal-decide-page.tsx')).AppealDecidePage;

// Reports (issue #29; docs/decisions/047, 048): every route of the catalogue's reports area is
// one of two pages, chosen by the route (listed by area, not by name: the shell stays small).
const reportPage: PageLoader = async () => (await import('../features/reports/report-page.tsx')).ReportPage;
// Grievances, suggestions and feedback (issue #26; docs/decisions/041).
const grievanceOfficers = async () => import('../features/grievances/officer-pages.tsx');

/**
 * The logged-in pages (catalogue access `menu` or `staticMenu`): loaded with the first logged-in
 * page a user opens, never by a public page (see `page-registry.tsx`).
 */
export const privatePages: Partial<Record<RouteId, PageLoader>> = {
  grievances: async () => (await import('../features/grievances/grievance-form-page.tsx')).GrievanceFormPage,
  grievancepreview: async () =>
    (await import('../features/grievances/grievance-preview-page.tsx')).GrievancePreviewPage,
  grievancelist: async () =>
    (await import('../features/grievances/grievance-list-page.tsx')).GrievanceListPage,
  grievancestatusupdate: async () =>
    (await import('../features/grievances/grievance-status-page.tsx')).GrievanceStatusPage,
  feedbacklist: async () => (await import('../features/grievances/feedback-list-page.tsx')).FeedbackListPage,
  contractUser: async () => (await grievanceOfficers()).OfficerFormPage,
  contractUserList: async () => (await grievanceOfficers()).OfficerListPage,
  appealForm,
  // Appellate authority masters (issue #25 item 1).
  appellateauthorityinfo: async () =>
    (await import('../features/appeals/authority-entry-page.tsx')).AuthorityEntryPage,
  appellateinfomodify: async () =>
    (await import('../features/appeals/authority-list-page.tsx')).AuthorityListPage,
  appellateinfoupdate: async () =>
    (await import('../features/appeals/authority-update-page.tsx')).AuthorityUpdatePage,
  appealFormSAA: appealForm,
  appealEntry: appealForm,
  appealPreview: appealPreview,
  secondAppealPreview: appealPreview,
  approveAppeal: appealDecide,
  approveSecondAppeal: appealDecide,
  imageupload: imageUpload,
  trainingcreation: contentAdmin,
  trainingcontentapproval: contentAdmin,
  canceltraining: contentAdmin,
  contententryform: contentAdmin,
  contententryformapproval: contentAdmin,
  announcemententryform: contentAdmin,
  announcementapproval: contentAdmin,
  announcementapprovalId: contentAdmin,
  annualprocurementplan: plansAdmin,
  annualprocurementplanId: plansAdmin,
  annualprocurementplanapproval: plansAdmin,
  userAppealList: appealList,
  secondAppealUserList: appealList,
  appealfaa: appealList,
  appealsaa: appealList,
  sAA: appealList,
  appealverdicts: appealList,
  appealverdictsfaa: appealList,
  appealverdictssaa: appealList,
  secondappealverdicts: appealList,
  directpurchase: epublishForm,
  createTender: epublishForm,
  directpurchaselist: epublishList,
  tenderlist: epublishList,
  directpurchasestatusappruval: epublishList,
  directpurchasepublishedlist: epublishList,
  directpurchasepreview: epublishPreview,
  directpurchasecorrigendum: corrigendumForm,
  directpurchasecorrigendumlist: corrigendumList,
  corrigendumlists: corrigendumList,
  directpurchasecorrigendumstatusappruval: corrigendumList,
  directpurchasecorrigendumpublishedlist: corrigendumList,
  directpurchasecorrigendumpreview: corrigendumPreview,
  createaoc: awardForm,
  aoc: awardForm,
  directpurchaseaoc: awardForm,
  aocupdate: awardForm,
  aoclist: awardList,
  aoclisttopublish: awardList,
  aocpublishedlist: awardList,
  bidderupload: bidderUpload,
  debarredbidderupload: bidderUpload,
  bidderlist: bidderList,
  debarredbidderlist: bidderList,
  registeredbiddercorrigendumlist: registerCorrigenda,
  multipleOrg: registerShares,
  publishMultipleOrg: registerShares,
  debarredbiddercorrigendumlist: registerCorrigenda,
  aocpreview: async () => (await import('./epublish-award-preview.tsx')).AocPreviewPage,
  userdashboard: async () => (await import('../features/account/user-dashboard-page.tsx')).UserDashboardPage,
  resetpassword: async () =>
    (await import('../features/account/change-password-page.tsx')).ChangePasswordPage,
  rolemaster: async () => (await import('../features/roles/role-master-page.tsx')).RoleMasterPage,
  rolemasterupdate: async () => (await import('../features/roles/role-update-page.tsx')).RoleUpdatePage,
  menuAuth: async () => (await import('../features/roles/menu-auth-page.tsx')).MenuAuthPage,
  userlisteditrole: async () => (await import('../features/users/user-list-page.tsx')).UserListPage,
  userstatusupdate: async () => (await import('../features/users/user-list-page.tsx')).UserListPage,
  usercreation: async () => (await import('../features/users/user-creation-page.tsx')).UserCreationPage,
  usertransfer: async () => (await import('../features/users/user-transfer-page.tsx')).UserTransferPage,
  updateEmailandPhone: async () =>
    (await import('../features/account/update-contact-page.tsx')).UpdateContactPage,
  devmailbox: async () => (await import('../features/dev-mailbox/dev-mailbox-page.tsx')).DevMailboxPage,
  editprofile: async () => (await import('../features/account/edit-profile-page.tsx')).EditProfilePage,
  formofcontract: masterList,
  formofcontractentry: masterEntry,
  formcontractupdate: masterUpdate,
  tendercategory: masterList,
  tendercategoryentry: masterEntry,
  tendercategoryupdate: masterUpdate,
  tendertype: masterList,
  tendertypeentry: masterEntry,
  tendertypeupdate: masterUpdate,
  // Appellate authorities' ministries and departments (issue #25 item 1): the same master pages.
  appellantministryinfo: masterEntry,
  appellantministrymodify: masterList,
  appellantministryupdate: masterUpdate,
  appellantdeptinfo: masterEntry,
  appellantdeptmodify: masterList,
  appellantdeptupdate: masterUpdate,
  // Organisation hierarchy (spec §2 Master data): one page component serves every level.
  ...Object.fromEntries(
    orgLevels.flatMap((level) => {
      const ids = orgLevelPages(level);
      return [
        [ids.entry, orgLevelPage],
        [ids.modify, orgLevelPage],
        [ids.update, orgUnitUpdatePage],
      ];
    }),
  ),
  sppmodule: async () => (await import('../features/module-config/properties-pages.tsx')).ModulesPage,
  sppsubmodule: async () => (await import('../features/module-config/properties-pages.tsx')).SubModulesPage,
  sppmodulefield: async () => (await import('../features/module-config/properties-pages.tsx')).FieldsPage,
  DirectPurchaseCarrigendumfullview: async () =>
    (await import('../features/corrigenda/corrigendum-full-view-page.tsx')).CorrigendumFullViewPage,
  ...Object.fromEntries(routeCatalogue.filter((r) => r.area === 'reports').map((r) => [r.id, reportPage])),
};
