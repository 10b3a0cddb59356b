import { type MasterKind, sourcePortals, statusCodes } from '../../../common/masters/kinds.ts';
import type { Db } from '../../db/client.ts';
import { masterEntries } from '../../db/schema/index.ts';

type Seed = [code: string, en: string, as: string];

const statusAs = ['নিষ্ক্ৰিয়', 'সক্ৰিয়', 'বিবেচনাধীন', 'অৱৰুদ্ধ', 'প্ৰকাশ হ’বলৈ বাকী', 'অপ্ৰকাশিত', 'নাকচ', 'বাতিল'];

/**
 * Reference rows of the masters. The portal master (spec §1 portal categories) and the status
 * list (spec §4 "Status codes of a shared helper") are fixed by the spec; the others start with
 * the values the state's e-procurement system uses (assam_tenders/tenders.csv) and common
 * Indian practice, and administrators add to them. A row is inserted only when its code is
 * missing, so an administrator's changes survive every restart.
 */
export const masterSeeds: Record<MasterKind, Seed[]> = {
  // Ministries and departments of appellate authorities: the portal admin enters them (issue #25 item 1).
  appellate_ministry: [],
  appellate_department: [],
  portal: sourcePortals.map((p) => [p.code, p.en, p.as]),
  status_code: statusCodes.map((word, i) => [String(i), word, statusAs[i]!]),
  tender_category: [
    ['WORKS', 'Works', 'কাৰ্য'],
    ['GOODS', 'Goods', 'সামগ্ৰী'],
    ['SERVICES', 'Services', 'সেৱা'],
  ],
  tender_type: [
    ['OPEN', 'Open Tender', 'মুকলি নিবিদা'],
    ['LIMITED', 'Limited', 'সীমিত নিবিদা'],
    ['SINGLE', 'Single', 'একক নিবিদা'],
    ['OPEN_LIMITED', 'Open Limited', 'মুকলি সীমিত নিবিদা'],
    ['GLOBAL', 'Global Tenders', 'বিশ্বজনীন নিবিদা'],
  ],
  form_of_contract: [
    ['ITEM_RATE', 'Item Rate', 'সামগ্ৰীৰ হাৰ'],
    ['WORKS', 'Works', 'কাৰ্য'],
    ['ITEM_WISE', 'Item Wise', 'সামগ্ৰী অনুসৰি'],
    ['TURN_KEY', 'Turn-key', 'টাৰ্ণ-কী'],
    ['SUPPLY', 'Supply', 'যোগান'],
    ['LUMP_SUM', 'Lump-sum', 'একমুঠ'],
    ['PERCENTAGE', 'Percentage', 'শতাংশ'],
    ['BUY', 'Buy', 'ক্ৰয়'],
    ['EOI', 'EOI', 'আগ্ৰহ প্ৰকাশ (EOI)'],
    ['EMPANELMENT', 'Empanelment', 'তালিকাভুক্তি'],
    ['TENDER_CUM_AUCTION', 'Tender cum Auction', 'নিবিদা-সহ-নিলাম'],
    ['FIXED_RATE', 'Fixed-rate', 'নিৰ্দিষ্ট হাৰ'],
  ],
  funding_agency: [
    ['STATE', 'State Government', 'ৰাজ্য চৰকাৰ'],
    ['CENTRAL', 'Central Government', 'কেন্দ্ৰীয় চৰকাৰ'],
    ['CSS', 'Centrally Sponsored Scheme', 'কেন্দ্ৰীয় প্ৰযোজিত আঁচনি'],
    ['WORLD_BANK', 'World Bank', 'বিশ্ব বেংক'],
    ['ADB', 'Asian Development Bank', 'এছিয়ান উন্নয়ন বেংক'],
    ['JICA', 'Japan International Cooperation Agency', 'জাপান আন্তঃৰাষ্ট্ৰীয় সহযোগিতা সংস্থা'],
    ['NABARD', 'NABARD', 'নাবাৰ্ড'],
    ['OWN', 'Own Funds', 'নিজা পুঁজি'],
  ],
  tenderer_class: [
    ['ANY', 'Any', 'যিকোনো'],
    ['CLASS_1A', 'Class I (A)', 'প্ৰথম শ্ৰেণী (ক)'],
    ['CLASS_1B', 'Class I (B)', 'প্ৰথম শ্ৰেণী (খ)'],
    ['CLASS_1C', 'Class I (C)', 'প্ৰথম শ্ৰেণী (গ)'],
    ['CLASS_2', 'Class II', 'দ্বিতীয় শ্ৰেণী'],
    ['CLASS_3', 'Class III', 'তৃতীয় শ্ৰেণী'],
  ],
  sector: [
    ['ROADS_BRIDGES', 'Roads and Bridges', 'পথ আৰু দলং'],
    ['BUILDINGS', 'Buildings', 'অট্টালিকা'],
    ['WATER_RESOURCES', 'Water Resources', 'জলসম্পদ'],
    ['PUBLIC_HEALTH_ENGINEERING', 'Public Health Engineering', 'জনস্বাস্থ্য কাৰিকৰী'],
    ['HEALTH', 'Health', 'স্বাস্থ্য'],
    ['EDUCATION', 'Education', 'শিক্ষা'],
    ['AGRICULTURE', 'Agriculture', 'কৃষি'],
    ['POWER', 'Power', 'বিদ্যুৎ'],
    ['IT', 'Information Technology', 'তথ্য প্ৰযুক্তি'],
    ['URBAN', 'Urban Development', 'নগৰ উন্নয়ন'],
    ['RURAL', 'Rural Development', 'গ্ৰাম্য উন্নয়ন'],
  ],
  submission_declaration: [
    [
      'TERMS_ACCEPTED',
      'I/We have read and accept all the terms and conditions of the tender document.',
      'মই/আমি নিবিদা নথিৰ সকলো চৰ্ত পঢ়িছোঁ আৰু গ্ৰহণ কৰিছোঁ।',
    ],
    [
      'INFORMATION_TRUE',
      'The information furnished in this bid is true and complete.',
      'এই নিবিদাত দাখিল কৰা তথ্য সত্য আৰু সম্পূৰ্ণ।',
    ],
    [
      'NOT_DEBARRED',
      'I/We have not been debarred by any government department or agency.',
      'মোক/আমাক কোনো চৰকাৰী বিভাগ বা সংস্থাই নিষিদ্ধ কৰা নাই।',
    ],
  ],
  offline_instrument: [
    ['DD', 'Demand Draft', 'ডিমাণ্ড ড্ৰাফ্ট'],
    ['BANKERS_CHEQUE', "Banker's Cheque", 'বেংকাৰ্ছ চেক'],
    ['BG', 'Bank Guarantee', 'বেংক গেৰাণ্টী'],
    ['FDR', 'Fixed Deposit Receipt', 'স্থায়ী আমানতৰ ৰচিদ'],
    ['NSC', 'National Savings Certificate', 'ৰাষ্ট্ৰীয় সঞ্চয় প্ৰমাণপত্ৰ'],
    ['PAY_ORDER', 'Pay Order', 'পে অৰ্ডাৰ'],
  ],
};

export async function seedMasterReferenceData(db: Db): Promise<void> {
  const rows = Object.entries(masterSeeds).flatMap(([kind, seeds]) =>
    seeds.map(([code, nameEn, nameAs], sort) => ({ kind, code, nameEn, nameAs, sort })),
  );
  // Either unique key (code, or English name) already taken: keep what is there.
  await db.insert(masterEntries).values(rows).onConflictDoNothing();
}
