import { and, eq, sql } from 'drizzle-orm';
import { createTenderSubModuleCode, ePublishModuleCode } from '../../../common/api/module-config.ts';
import type { Db } from '../../db/client.ts';
import { configFields, configModules, configSubModules } from '../../db/schema/index.ts';

/**
 * The fields of an offline (ePublish, direct purchase) tender, spec §3 "Tender", in the order
 * the form asks for them: [field name, English label, Assamese label, mandatory]. Mandatory
 * are what a bidder needs to find, read and answer a tender (reference, title, dates, fee,
 * EMD, authority, NIT document); the rest depends on the tender. Fee and EMD are mandatory
 * but may be 0 (§5).
 */
export const tenderFields: [string, string, string, boolean][] = [
  ['tenderReferenceNumber', 'Tender reference number / file number', 'নিবিদাৰ প্ৰসংগ নম্বৰ / নথি নম্বৰ', true],
  ['tenderTitle', 'Title', 'শিৰোনাম', true],
  ['workDescription', 'Work description', 'কামৰ বিৱৰণ', true],
  ['tenderType', 'Tender type', 'নিবিদাৰ প্ৰকাৰ', true],
  ['tenderCategory', 'Tender category', 'নিবিদাৰ শ্ৰেণী', true],
  ['productCategory', 'Product category', 'সামগ্ৰীৰ শ্ৰেণী', true],
  ['productSubCategory', 'Product sub-category', 'সামগ্ৰীৰ উপ-শ্ৰেণী', false],
  ['formOfContract', 'Form of contract', 'চুক্তিৰ ধৰণ', true],
  ['sector', 'Sector', 'ক্ষেত্ৰ', false],
  ['currency', 'Currency', 'মুদ্ৰা', true],
  ['location', 'Location', 'স্থান', true],
  ['pincode', 'Pincode', 'পিনক’ড', true],
  ['tenderFee', 'Tender fee', 'নিবিদা মাচুল', true],
  ['estimatedValue', 'Estimated value', 'আনুমানিক মূল্য', false],
  ['emdAmount', 'EMD', 'বায়না ধন (EMD)', true],
  ['publishedDate', 'Published date', 'প্ৰকাশৰ তাৰিখ', true],
  ['preBidMeeting', 'Pre-bid meeting', 'নিবিদা-পূৰ্ব সভা', false],
  ['preBidMeetingDate', 'Pre-bid meeting date', 'নিবিদা-পূৰ্ব সভাৰ তাৰিখ', false],
  ['preBidMeetingPlace', 'Pre-bid meeting place', 'নিবিদা-পূৰ্ব সভাৰ স্থান', false],
  ['preBidMeetingAddress', 'Pre-bid meeting address', 'নিবিদা-পূৰ্ব সভাৰ ঠিকনা', false],
  ['documentDownloadStart', 'Document download start', 'নথি ডাউনল’ডৰ আৰম্ভণি', true],
  ['documentDownloadEnd', 'Document download end', 'নথি ডাউনল’ডৰ সমাপ্তি', true],
  ['bidSubmissionStart', 'Bid submission start', 'বিড দাখিলৰ আৰম্ভণি', true],
  ['bidSubmissionEnd', 'Bid submission end', 'বিড দাখিলৰ সমাপ্তি', true],
  ['bidOpeningDate', 'Bid opening date', 'বিড খোলাৰ তাৰিখ', true],
  ['bidOpeningPlace', 'Bid opening place', 'বিড খোলাৰ স্থান', true],
  ['clarificationStart', 'Clarification start', 'স্পষ্টীকৰণৰ আৰম্ভণি', false],
  ['clarificationEnd', 'Clarification end', 'স্পষ্টীকৰণৰ সমাপ্তি', false],
  ['invitingAuthority', 'Inviting authority', 'আমন্ত্ৰণকাৰী কৰ্তৃপক্ষ', true],
  ['invitingAuthorityAddress', 'Inviting authority address', 'আমন্ত্ৰণকাৰী কৰ্তৃপক্ষৰ ঠিকনা', true],
  ['administrativeApproval', 'Administrative approval', 'প্ৰশাসনিক অনুমোদন', false],
  ['administrativeApprovalNumber', 'Administrative approval number', 'প্ৰশাসনিক অনুমোদন নম্বৰ', false],
  ['tenderFeeExemption', 'Tender fee exemption', 'নিবিদা মাচুলৰ ৰেহাই', false],
  ['emdExemption', 'EMD exemption', 'বায়না ধনৰ ৰেহাই', false],
  ['exemptionReason', 'Exemption reason', 'ৰেহাইৰ কাৰণ', false],
  ['payableTo', 'Payable to', 'যাৰ নামত দিব লাগে', false],
  ['payableAt', 'Payable at', 'য’ত দিব লাগে', false],
  ['offlineInstrument', 'Offline instrument', 'অফলাইন পৰিশোধৰ মাধ্যম', false],
  ['bidValidityDays', 'Bid validity (days)', 'বিডৰ বৈধতা (দিন)', true],
  ['completionPeriodDays', 'Completion period (days)', 'কাম সম্পূৰ্ণ কৰাৰ সময় (দিন)', true],
  ['prequalification', 'Prequalification', 'প্ৰাক-যোগ্যতা', false],
  ['nitDocument', 'NIT document', 'NIT নথি', true],
  ['publicView', 'Public view', 'ৰাজহুৱা দৰ্শন', false],
  ['showTenderValue', 'Show tender value to public', 'নিবিদাৰ মূল্য ৰাজহুৱাকৈ দেখুওৱা', false],
  ['numberOfCovers', 'Number of covers', 'কভাৰৰ সংখ্যা', true],
  ['tendererClass', 'Tenderer class', 'নিবিদাকাৰীৰ শ্ৰেণী', false],
  [
    'competitiveBidderType',
    'Competitive bidder type (national or global)',
    'প্ৰতিযোগী বিডাৰৰ প্ৰকাৰ (ৰাষ্ট্ৰীয় বা বিশ্বজনীন)',
    false,
  ],
  ['fundingAgency', 'Funding agency', 'পুঁজি যোগানকাৰী সংস্থা', false],
  ['multiCurrencyFee', 'Multi-currency fee', 'একাধিক মুদ্ৰাত মাচুল', false],
  ['multiCurrencyEmd', 'Multi-currency EMD', 'একাধিক মুদ্ৰাত বায়না ধন', false],
  ['multipleEmd', 'Multiple EMD values', 'একাধিক বায়না ধনৰ মূল্য', false],
  [
    'bankGuaranteeType',
    'Bank guarantee value type (fixed or percentage)',
    'বেংক গেৰাণ্টীৰ মূল্যৰ প্ৰকাৰ (নিৰ্দিষ্ট বা শতাংশ)',
    false,
  ],
  ['bankGuaranteeValue', 'Bank guarantee value', 'বেংক গেৰাণ্টীৰ মূল্য', false],
  ['qualityCumCostSelection', 'Quality-cum-cost based selection', 'গুণ আৰু ব্যয়ভিত্তিক বাছনি', false],
  ['nonDisclosureAgreement', 'Non-disclosure agreement', 'গোপনীয়তা ৰক্ষাৰ চুক্তি', false],
  ['twoStageBidding', 'Two-stage bidding', 'দুটা পৰ্যায়ৰ বিডিং', false],
  ['tenderCumAuction', 'Tender-cum-auction', 'নিবিদা আৰু নিলাম', false],
  ['multipleDeliveryLocations', 'Multiple delivery locations', 'একাধিক যোগান স্থান', false],
  ['unspscSegment', 'UNSPSC segment', 'UNSPSC ছেগমেণ্ট', false],
  ['unspscFamily', 'UNSPSC family', 'UNSPSC পৰিয়াল', false],
  ['unspscClass', 'UNSPSC class', 'UNSPSC শ্ৰেণী', false],
  ['unspscCommodity', 'UNSPSC commodity', 'UNSPSC সামগ্ৰী', false],
];

/**
 * Seeds the E-Publish module, its Create Tender sub-module and the tender fields at start,
 * adding only what is missing: what an administrator changed on the Properties File screens
 * is never undone by a restart.
 */
export async function seedModuleConfig(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(configModules)
      .values({ code: ePublishModuleCode, nameEn: 'E-Publish', nameAs: 'ই-প্ৰকাশ', priority: 1 })
      .onConflictDoNothing();
    const [module] = await tx
      .select({ id: configModules.id })
      .from(configModules)
      .where(eq(sql`upper(${configModules.code})`, ePublishModuleCode));
    await tx
      .insert(configSubModules)
      .values({
        moduleId: module!.id,
        code: createTenderSubModuleCode,
        nameEn: 'Create Tender',
        nameAs: 'নিবিদা সৃষ্টি',
        priority: 1,
      })
      .onConflictDoNothing();
    const [sub] = await tx
      .select({ id: configSubModules.id })
      .from(configSubModules)
      .where(
        and(
          eq(configSubModules.moduleId, module!.id),
          eq(sql`upper(${configSubModules.code})`, createTenderSubModuleCode),
        ),
      );
    await tx
      .insert(configFields)
      .values(
        tenderFields.map(([fieldName, labelEn, labelAs, mandatory], i) => ({
          subModuleId: sub!.id,
          fieldName,
          labelEn,
          labelAs,
          mandatory,
          priority: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing();
  });
}
