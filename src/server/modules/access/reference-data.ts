import type { RoleCode } from '../../../common/roles.ts';
import type { RouteId } from '../../../common/routes/index.ts';

/**
 * The roles of spec §6 and the sidebar menus each role starts with (§6 "Portal admin menus:
 * master management, user management, content entry and approval, announcements, …";
 * creators and publishers for tenders, AoC and organisation chain; appeal and grievance users;
 * appellate authorities). Seeded at start; an administrator changes role menus afterwards
 * through menuAuth, and re-seeding never undoes that.
 */
export const roleDefinitions: Record<RoleCode, { en: string; as: string; groups: MenuGroupCode[] }> = {
  portal_admin: {
    en: 'Portal Admin',
    as: 'পৰ্টেল প্ৰশাসক',
    groups: [
      'masters',
      'users',
      'administration',
      'content',
      'training',
      'bidders',
      'grievanceAdmin',
      'appellateAdmin',
      'reports',
    ],
  },
  // Nodal officers are their chains' grievance officers too (issue #26, decision 041).
  nodal_officer: { en: 'Nodal Officer', as: 'ন’ডেল বিষয়া', groups: ['users', 'reports', 'grievanceAdmin'] },
  po_admin: {
    en: 'Procurement Officer Admin',
    as: 'ক্ৰয় বিষয়া প্ৰশাসক',
    groups: ['tenderCreation', 'planEntry', 'reports'],
  },
  po_publisher: {
    en: 'Procurement Officer Publisher',
    as: 'ক্ৰয় বিষয়া প্ৰকাশক',
    groups: ['tenderPublishing', 'planApproval', 'reports'],
  },
  creator: { en: 'Creator', as: 'সৃষ্টিকৰ্তা', groups: ['tenderCreation', 'planEntry'] },
  publisher: { en: 'Publisher', as: 'প্ৰকাশক', groups: ['tenderPublishing', 'planApproval'] },
  grievance_user: { en: 'Grievance User', as: 'অভিযোগকাৰী ব্যৱহাৰকাৰী', groups: ['grievances'] },
  appeal_user: { en: 'Appeal User', as: 'আপীলকাৰী ব্যৱহাৰকাৰী', groups: ['appeals'] },
  appellate_authority_1: {
    en: 'Appellate Authority (Level I)',
    as: 'আপীল কৰ্তৃপক্ষ (প্ৰথম স্তৰ)',
    groups: ['appellateFirst'],
  },
  appellate_authority_2: {
    en: 'Appellate Authority (Level II)',
    as: 'আপীল কৰ্তৃপক্ষ (দ্বিতীয় স্তৰ)',
    groups: ['appellateSecond'],
  },
  bidder: { en: 'Bidder', as: 'নিবিদাকাৰী', groups: ['grievances'] },
  xml_bulk: { en: 'XML User (Bulk)', as: 'XML ব্যৱহাৰকাৰী (বাল্ক)', groups: [] },
  xml_rest: { en: 'XML User (REST)', as: 'XML ব্যৱহাৰকাৰী (REST)', groups: [] },
};

export type MenuGroupCode =
  | 'masters'
  | 'users'
  | 'administration'
  | 'content'
  | 'planEntry'
  | 'planApproval'
  | 'training'
  | 'bidders'
  | 'tenderCreation'
  | 'tenderPublishing'
  | 'grievances'
  | 'grievanceAdmin'
  | 'appeals'
  | 'appellateFirst'
  | 'appellateSecond'
  | 'appellateAdmin'
  | 'reports';

const levels = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'] as const;

/** Every menu-checked page of the catalogue belongs to exactly one group (a test proves it). */
export const menuGroupDefinitions: { code: MenuGroupCode; en: string; as: string; items: RouteId[] }[] = [
  {
    code: 'masters',
    en: 'Master Management',
    as: 'মাষ্টাৰ ব্যৱস্থাপনা',
    items: [
      ...levels.map((l) => `masterentrylevel${l}` as RouteId),
      ...levels.map((l) => `mastermodifylevel${l}` as RouteId),
      'formofcontract',
      'formofcontractentry',
      'tendercategory',
      'tendercategoryentry',
      'tendertype',
      'tendertypeentry',
    ],
  },
  {
    code: 'users',
    en: 'User Management',
    as: 'ব্যৱহাৰকাৰী ব্যৱস্থাপনা',
    items: ['usercreation'],
  },
  {
    // Spec §6: role master, menus and module configuration are the portal admin's alone; nodal
    // officers only "create department users and transfer active users".
    code: 'administration',
    en: 'Administration',
    as: 'প্ৰশাসন',
    items: ['rolemaster', 'sppmodule', 'sppsubmodule', 'sppmodulefield'],
  },
  {
    code: 'content',
    en: 'Content Management',
    as: 'বিষয়বস্তু ব্যৱস্থাপনা',
    items: [
      'contententryform',
      'contententryformapproval',
      'announcemententryform',
      'announcemententryformId',
      'announcementapproval',
      'announcementapprovalId',
      'imageupload',
    ],
  },
  {
    code: 'training',
    en: 'Training',
    as: 'প্ৰশিক্ষণ',
    items: ['trainingcreation', 'trainingcontentapproval', 'canceltraining'],
  },
  {
    code: 'bidders',
    en: 'Bidder Registers',
    as: 'নিবিদাকাৰীৰ পঞ্জী',
    items: [
      'bidderupload',
      'debarredbidderupload',
      'bidderlist',
      'debarredbidderlist',
      'multipleOrg',
      'publishMultipleOrg',
    ],
  },
  {
    code: 'tenderCreation',
    en: 'ePublish: Create',
    as: 'ই-প্ৰকাশ: সৃষ্টি',
    items: [
      'directpurchase',
      'directpurchaselist',
      'directpurchasecorrigendum',
      'directpurchasecorrigendumlist',
      'directpurchaseaoc',
      'createTender',
      'tenderlist',
      'corrigendumlists',
      'createaoc',
      'aoclist',
    ],
  },
  {
    code: 'tenderPublishing',
    en: 'ePublish: Publish',
    as: 'ই-প্ৰকাশ: প্ৰকাশ',
    items: [
      'directpurchasestatusappruval',
      'directpurchasecorrigendumstatusappruval',
      'directpurchasepublishedlist',
      'directpurchasecorrigendumpublishedlist',
      'aoclisttopublish',
      'aocpublishedlist',
    ],
  },
  {
    // Annual procurement plans (issue #27 item 5, decision 052): entered by the plan users of an
    // organisation chain (its ePublish creators), approved by its publishers (four eyes). After
    // the ePublish groups: a creator's or publisher's first menu stays their tender work.
    code: 'planEntry',
    en: 'Annual Procurement Plan',
    as: 'বাৰ্ষিক ক্ৰয় পৰিকল্পনা',
    items: ['annualprocurementplan'],
  },
  {
    code: 'planApproval',
    en: 'Procurement Plan Approval',
    as: 'ক্ৰয় পৰিকল্পনা অনুমোদন',
    items: ['annualprocurementplanapproval'],
  },
  {
    code: 'grievances',
    en: 'Grievances',
    as: 'অভিযোগ',
    // The complainant's form and its preview (issue #26 item 2).
    items: ['grievances', 'grievancepreview'],
  },
  {
    code: 'grievanceAdmin',
    en: 'Grievance Redressal',
    as: 'অভিযোগ নিষ্পত্তি',
    // Handling, and the register of grievance officers (decision 041).
    items: ['grievancelist', 'grievancestatusupdate', 'contractUser', 'contractUserList'],
  },
  {
    code: 'appeals',
    en: 'Appeals',
    as: 'আপীল',
    items: [
      'appealForm',
      'appealFormSAA',
      'appealEntry',
      'userAppealList',
      'secondAppealUserList',
      'appealPreview',
      'secondAppealPreview',
    ],
  },
  {
    code: 'appellateFirst',
    en: 'First Appellate Authority',
    as: 'প্ৰথম আপীল কৰ্তৃপক্ষ',
    items: ['appealfaa', 'approveAppeal', 'appealverdictsfaa', 'appealverdicts'],
  },
  {
    code: 'appellateSecond',
    en: 'Second Appellate Authority',
    as: 'দ্বিতীয় আপীল কৰ্তৃপক্ষ',
    items: ['appealsaa', 'approveSecondAppeal', 'appealverdictssaa', 'secondappealverdicts', 'sAA'],
  },
  {
    code: 'appellateAdmin',
    en: 'Appellate Authorities',
    as: 'আপীল কৰ্তৃপক্ষসমূহ',
    items: [
      'appellateauthorityinfo',
      'appellantministryinfo',
      'appellantministrymodify',
      'appellantministryupdate',
      'appellantdeptinfo',
      'appellantdeptmodify',
      'appellantdeptupdate',
      'appellateinfomodify',
      'appellateinfoupdate',
    ],
  },
  {
    code: 'reports',
    en: 'Reports',
    as: 'প্ৰতিবেদন',
    items: [
      'orgwisetenderreport',
      'consolidatedsummary',
      'sourcewisenooftenders',
      'sourcewisevalueoftenders',
      'sourcewisenooftendersdrilldown',
      'sourcewisevalueoftendersdrilldown',
      'msrtenderreport',
      'corrigendumtypecountepublish',
      'epublishsummaryorganisationwise',
      'tendercategorywisenooftenders',
      'tendercategorywisevalueoftenders',
      'tendertypewisenooftenders',
      'tendertypewisevalueoftenders',
      'userReport',
      'orgSummaryMonthWise',
      'orgSummaryDateWise',
      'userrolesreport',
      'userMsrReport',
      'tenderMsrReport',
    ],
  },
];
