import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { eq, ne, sql } from 'drizzle-orm';
import {
  type AnnouncementAction,
  announcementCreateSchema,
  type ContentAction,
  type ContentDocumentCreate,
  contentDocumentCreateSchema,
  testimonialType,
  trainingCreateSchema,
} from '../../../common/api/content.ts';
import { addDays, istDay } from '../../../common/appeals/deadlines.ts';
import type { Db } from '../../db/client.ts';
import { contentDocuments, users } from '../../db/schema/index.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { demoPdf } from '../epublish/index.ts';
import { uploadFile } from '../files/index.ts';
import { createAnnouncement, createDocument, decideAnnouncement, decideDocument } from './service.ts';
import { createTraining, decideTraining, moveTrainingsByDate } from './trainings.ts';

async function userId(db: Db, loginId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  return row?.id;
}

type DemoDocument = Omit<ContentDocumentCreate, 'document'> & {
  /** The steps after writing, taken by the second portal admin (four eyes). */
  steps: { action: ContentAction; remarks?: string }[];
  /** The document's first page (the demo PDF carries Latin text only). */
  page: string;
};

/**
 * Demo content (issue #27 "demo content in both languages: real, useful text about the Act, its
 * rules and using the portal"): documents of every public guideline page in English and
 * Assamese, and one in each other state of §4 (pending, approved, blocked, and one published
 * but expired, which the public no longer sees); announcements inside, before and outside their
 * window. Written by admin.demo and decided by checker.demo through the API's own service
 * functions, so each has its audit trail. Done once.
 */
export async function ensureDemoContent(options: { db: Db; store: FileStore }): Promise<number> {
  const { db } = options;
  const [writerId, checkerId] = await Promise.all([userId(db, 'admin.demo'), userId(db, 'checker.demo')]);
  if (!writerId || !checkerId) return 0;
  const writer = { userId: writerId, ip: '127.0.0.1', requestId: 'demo-data' };
  const checker = { userId: checkerId, ip: '127.0.0.1', requestId: 'demo-data' };
  // Each part once, on its own: a demo database written before testimonials existed gets them too.
  return (
    (await ensureDemoDocuments(options, writer, checker)) +
    (await ensureDemoTestimonials(db, writer, checker))
  );
}

type DemoActor = { userId: number; ip: string; requestId: string };

async function ensureDemoDocuments(
  { db, store }: { db: Db; store: FileStore },
  writer: DemoActor,
  checker: DemoActor,
): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentDocuments)
    .where(ne(contentDocuments.type, testimonialType));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const today = istDay(new Date());

  const documents: DemoDocument[] = [
    {
      type: 'actRules',
      title: 'The Assam Public Procurement Act, 2017',
      description:
        'The Act that governs procurement of goods, works and services by the departments and bodies of the Government of Assam: transparency, fair and equal treatment of bidders, competition, and the appeal under section 38.',
      department: 'Finance Department',
      language: 'en',
      documentDate: '2017-09-26',
      keywords: 'APPA procurement act transparency appeal',
      page: 'The Assam Public Procurement Act, 2017',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'actRules',
      title: 'অসম ৰাজহুৱা ক্ৰয় আইন, 2017',
      description:
        'অসম চৰকাৰৰ বিভাগ আৰু সংস্থাসমূহে সামগ্ৰী, কাম আৰু সেৱা ক্ৰয় কৰোঁতে মানি চলিবলগীয়া আইন: স্বচ্ছতা, নিবিদাকাৰীসকলৰ প্ৰতি ন্যায্য আৰু সমান ব্যৱহাৰ, প্ৰতিযোগিতা আৰু 38 নং ধাৰাৰ অধীনত আপীল।',
      department: 'বিত্ত বিভাগ',
      language: 'as',
      documentDate: '2017-09-26',
      keywords: 'ক্ৰয় আইন আপীল স্বচ্ছতা',
      page: 'Assam Public Procurement Act 2017 (Assamese)',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'actRules',
      title: 'Appeals under section 38 - time limits and how to file',
      description:
        'A bidder aggrieved by a decision of the procuring entity may appeal within ten days of the decision; the appellate authority decides within thirty days. This note explains the affidavit, the documents to attach and filing on the portal.',
      department: 'Finance Department',
      language: 'both',
      documentDate: '2024-04-01',
      keywords: 'appeal section 38 affidavit',
      page: 'Appeals under section 38 of the Act',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'centralActs',
      title: 'General Financial Rules, 2017 (Government of India)',
      description:
        'Chapter 6 of the General Financial Rules sets the central principles of public procurement: e-procurement, open tendering, bid security and performance security.',
      department: 'Ministry of Finance, Government of India',
      language: 'en',
      documentDate: '2017-03-07',
      keywords: 'GFR central rules procurement chapter 6',
      page: 'General Financial Rules 2017',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'centralActs',
      title: 'সাধাৰণ বিত্তীয় নিয়মাৱলী, 2017 (ভাৰত চৰকাৰ)',
      description:
        'সাধাৰণ বিত্তীয় নিয়মাৱলীৰ ষষ্ঠ অধ্যায়ত ৰাজহুৱা ক্ৰয়ৰ কেন্দ্ৰীয় নীতিসমূহ দিয়া আছে: ই-ক্ৰয়, মুকলি নিবিদা, বিড জামিন আৰু কাৰ্য সম্পাদন জামিন।',
      department: 'বিত্ত মন্ত্ৰালয়, ভাৰত চৰকাৰ',
      language: 'as',
      documentDate: '2017-03-07',
      keywords: 'সাধাৰণ বিত্তীয় নিয়মাৱলী ক্ৰয়',
      page: 'General Financial Rules 2017 (Assamese summary)',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'spppInstructions',
      title: 'Getting started on the State Public Procurement Portal',
      description:
        'How a department official logs in, chooses the organisation chain, creates a tender as creator and sends it to the publisher, and how the publisher checks and publishes it.',
      department: 'Finance Department',
      language: 'en',
      documentDate: '2024-12-20',
      keywords: 'onboarding login creator publisher tender',
      page: 'Getting started on the portal',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'spppInstructions',
      title: 'ৰাজ্যিক ৰাজহুৱা ক্ৰয় প’ৰ্টেল ব্যৱহাৰৰ আৰম্ভণি',
      description:
        'বিভাগীয় বিষয়াই কেনেকৈ লগ ইন কৰে, সংস্থাৰ শৃংখল বাছি লয়, সৃষ্টিকৰ্তা হিচাপে নিবিদা প্ৰস্তুত কৰি প্ৰকাশকলৈ পঠায়, আৰু প্ৰকাশকে কেনেকৈ পৰীক্ষা কৰি প্ৰকাশ কৰে।',
      department: 'বিত্ত বিভাগ',
      language: 'as',
      documentDate: '2024-12-20',
      keywords: 'লগ ইন নিবিদা প্ৰকাশক',
      page: 'Getting started on the portal (Assamese)',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'officeOrders',
      title: 'Circular - publish every tender and its corrigenda on the portal',
      description:
        'All procuring entities are to publish notices inviting tenders, every corrigendum and the award of contract on the State Public Procurement Portal on the day they are issued.',
      department: 'Finance Department',
      language: 'en',
      documentDate: '2025-01-15',
      keywords: 'circular corrigendum award publication',
      page: 'Circular on publication of tenders',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'officeOrders',
      title: 'পৰিপত্ৰ - প্ৰতিটো নিবিদা আৰু সংশোধনী প’ৰ্টেলত প্ৰকাশ কৰক',
      description:
        'সকলো ক্ৰয়কাৰী সংস্থাই নিবিদা আহ্বানৰ জাননী, প্ৰতিটো সংশোধনী আৰু চুক্তি প্ৰদান জাৰি কৰা দিনাই ৰাজ্যিক ৰাজহুৱা ক্ৰয় প’ৰ্টেলত প্ৰকাশ কৰিব লাগিব।',
      department: 'বিত্ত বিভাগ',
      language: 'as',
      documentDate: '2025-01-15',
      keywords: 'পৰিপত্ৰ সংশোধনী প্ৰকাশ',
      page: 'Circular on publication of tenders (Assamese)',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'wbAdbMdb',
      title: 'World Bank Procurement Regulations for IPF Borrowers',
      description:
        'For projects financed by the World Bank, its Procurement Regulations apply in place of the state rules where the loan agreement says so.',
      department: 'Externally Aided Projects',
      language: 'both',
      documentDate: '2020-11-01',
      keywords: 'world bank externally aided regulations',
      page: 'World Bank Procurement Regulations',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'downloads',
      title: 'Checklist for bidders - documents to keep ready',
      description:
        'PAN, GST registration, a valid digital signature certificate, the bid security instrument and the signed undertaking: what a bidder keeps ready before bidding.',
      department: 'Finance Department',
      language: 'en',
      documentDate: '2025-02-01',
      keywords: 'checklist bidder documents DSC',
      page: 'Checklist for bidders',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'downloads',
      title: 'নিবিদাকাৰীৰ বাবে তালিকা - সাজু কৰি ৰাখিবলগীয়া নথি',
      description:
        'পেন, জিএছটি পঞ্জীয়ন, বৈধ ডিজিটেল স্বাক্ষৰ প্ৰমাণপত্ৰ, বিড জামিনৰ নথি আৰু স্বাক্ষৰিত অংগীকাৰ: বিড দিয়াৰ আগতে নিবিদাকাৰীয়ে সাজু কৰি ৰাখিবলগীয়া নথি।',
      department: 'বিত্ত বিভাগ',
      language: 'as',
      documentDate: '2025-02-01',
      keywords: 'তালিকা নিবিদাকাৰী নথি',
      page: 'Checklist for bidders (Assamese)',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'downloads',
      title: 'Portal user guide for the 2023 version (withdrawn)',
      description:
        'The guide of the previous portal version; its expiry has passed and the public no longer sees it.',
      department: 'Finance Department',
      language: 'en',
      documentDate: '2023-01-01',
      expiryDate: addDays(today, -1),
      keywords: 'user guide old version',
      page: 'Portal user guide 2023',
      steps: [{ action: 'approve' }, { action: 'publish' }],
    },
    {
      type: 'rulesManuals',
      title: 'Manual for Procurement of Works, 2022 (Government of India)',
      description: 'Waiting for approval: the Ministry of Finance manual for works contracts, for reference.',
      department: 'Ministry of Finance, Government of India',
      language: 'en',
      documentDate: '2022-06-01',
      keywords: 'manual works procurement',
      page: 'Manual for Procurement of Works 2022',
      steps: [],
    },
    {
      type: 'newsletter',
      title: 'Procurement newsletter - the appeal register is public',
      description: 'Approved, waiting to be published: decided appeals are now listed on the portal.',
      department: 'Finance Department',
      language: 'en',
      documentDate: today,
      keywords: 'newsletter appeals register',
      page: 'Procurement newsletter',
      steps: [{ action: 'approve' }],
    },
    {
      type: 'officeOrders',
      title: 'Draft order with a wrong date',
      description: 'Blocked by the checker: the order carried the wrong date of issue.',
      department: 'Finance Department',
      language: 'en',
      documentDate: '2025-03-01',
      keywords: 'draft order',
      page: 'Draft order',
      steps: [{ action: 'block', remarks: 'The date of issue is wrong, upload the signed order again.' }],
    },
  ];

  for (const doc of documents) {
    const stored = await uploadFile({
      db,
      store,
      purpose: 'document',
      part: {
        file: Object.assign(Readable.from([demoPdf(doc.page)]), { truncated: false }),
        filename: `${doc.page.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`,
      } as unknown as MultipartFile,
      uploader: writer,
    });
    const { steps, page: _page, ...fields } = doc;
    const body = contentDocumentCreateSchema.parse({
      ...fields,
      document: { fileId: stored.id, title: doc.title },
    });
    const id = await createDocument(db, writer, body);
    let version = 1;
    for (const step of steps) {
      await decideDocument(db, checker, { id, action: step.action, version, remarks: step.remarks });
      version++;
    }
  }

  const announcements: {
    en: string;
    as: string;
    from: number;
    to: number;
    alert?: boolean;
    steps: { action: AnnouncementAction; remarks?: string }[];
  }[] = [
    {
      en: 'Bidders: keep your digital signature certificate valid. A bid signed with an expired certificate cannot be opened.',
      as: 'নিবিদাকাৰীসকল: আপোনাৰ ডিজিটেল স্বাক্ষৰ প্ৰমাণপত্ৰ বৈধ কৰি ৰাখক। ম্যাদ উকলি যোৱা প্ৰমাণপত্ৰৰে স্বাক্ষৰ কৰা বিড খোলা নাযায়।',
      from: -5,
      to: 60,
      steps: [{ action: 'approve' }],
    },
    {
      en: 'Appeals under section 38 of the Assam Public Procurement Act, 2017 can now be filed on this portal, and decided appeals are listed in the public register.',
      as: 'অসম ৰাজহুৱা ক্ৰয় আইন, 2017ৰ 38 নং ধাৰাৰ অধীনত আপীল এতিয়া এই প’ৰ্টেলতে দাখিল কৰিব পাৰি, আৰু নিষ্পত্তি হোৱা আপীলসমূহ ৰাজহুৱা পঞ্জীত তালিকাভুক্ত।',
      from: -2,
      to: 30,
      alert: true,
      steps: [{ action: 'approve' }],
    },
    {
      en: 'Training for department creators and publishers on ePublish next month: registration opens soon.',
      as: 'অহা মাহত বিভাগীয় সৃষ্টিকৰ্তা আৰু প্ৰকাশকসকলৰ বাবে ই-প্ৰকাশ প্ৰশিক্ষণ: পঞ্জীয়ন সোনকালে আৰম্ভ হ’ব।',
      from: 10,
      to: 40,
      steps: [{ action: 'approve' }],
    },
    {
      en: 'The portal will be unavailable on Sunday from 10 PM to midnight for maintenance.',
      as: 'ৰক্ষণাবেক্ষণৰ বাবে দেওবাৰে ৰাতি 10 বজাৰ পৰা দুপৰ নিশালৈকে প’ৰ্টেল উপলব্ধ নহ’ব।',
      from: 0,
      to: 3,
      steps: [],
    },
    {
      en: 'Tender fees are waived for all bidders.',
      as: 'সকলো নিবিদাকাৰীৰ বাবে নিবিদা মাচুল ৰেহাই দিয়া হ’ল।',
      from: 0,
      to: 10,
      steps: [{ action: 'reject', remarks: 'No such order has been issued, do not announce it.' }],
    },
  ];
  for (const a of announcements) {
    const body = announcementCreateSchema.parse({
      descriptionEn: a.en,
      descriptionAs: a.as,
      displayFrom: addDays(today, a.from),
      displayTo: addDays(today, a.to),
      alert: a.alert ?? false,
    });
    const id = await createAnnouncement(db, writer, body);
    let version = 1;
    for (const step of a.steps) {
      await decideAnnouncement(db, checker, { id, action: step.action, version, remarks: step.remarks });
      version++;
    }
  }

  const hour = 3_600_000;
  const at = (hoursFromNow: number) =>
    new Date(Math.floor(Date.now() / hour) * hour + hoursFromNow * hour).toISOString();
  const trainingsToWrite: {
    en: string;
    as: string;
    descriptionEn: string;
    descriptionAs: string;
    from: number;
    hours: number;
    venue?: string;
    link?: string;
    steps: ('publish' | 'cancel')[];
  }[] = [
    {
      en: 'ePublish for department creators - tenders and corrigenda',
      as: 'বিভাগীয় সৃষ্টিকৰ্তাৰ বাবে ই-প্ৰকাশ - নিবিদা আৰু সংশোধনী',
      descriptionEn:
        'Writing a tender on the portal, attaching the NIT, sending it to the publisher and issuing a corrigendum.',
      descriptionAs: 'প’ৰ্টেলত নিবিদা লিখা, এনআইটি সংলগ্ন কৰা, প্ৰকাশকলৈ পঠোৱা আৰু সংশোধনী জাৰি কৰা।',
      from: 24 * 12,
      hours: 4,
      venue: 'Conference hall, Finance Department, Janata Bhawan, Dispur',
      steps: ['publish'],
    },
    {
      en: 'Appeals under section 38 - for appellate authorities',
      as: '38 নং ধাৰাৰ অধীনত আপীল - আপীল কৰ্তৃপক্ষৰ বাবে',
      descriptionEn: 'Time limits, hearings and the disposal report, and deciding appeals on the portal.',
      descriptionAs: 'সময়সীমা, শুনানি আৰু নিষ্পত্তি প্ৰতিবেদন, আৰু প’ৰ্টেলত আপীলৰ সিদ্ধান্ত লোৱা।',
      from: -1,
      hours: 5,
      link: 'https://meet.example.gov.in/spp-appeals',
      steps: ['publish'],
    },
    {
      en: 'Awards of contract - publishing the AoC',
      as: 'চুক্তি প্ৰদান - এঅ’চি প্ৰকাশ',
      descriptionEn: 'Recording the award of contract and publishing it for the public.',
      descriptionAs: 'চুক্তি প্ৰদান লিপিবদ্ধ কৰা আৰু ৰাইজৰ বাবে প্ৰকাশ কৰা।',
      from: -24 * 20,
      hours: 3,
      venue: 'Assam Administrative Staff College, Khanapara',
      steps: ['publish'],
    },
    {
      en: 'Bidders - digital signatures and online bidding',
      as: 'নিবিদাকাৰী - ডিজিটেল স্বাক্ষৰ আৰু অনলাইন বিড',
      descriptionEn:
        'Getting and renewing a digital signature certificate and reading a tender on the portal.',
      descriptionAs: 'ডিজিটেল স্বাক্ষৰ প্ৰমাণপত্ৰ লোৱা আৰু নবীকৰণ কৰা, আৰু প’ৰ্টেলত নিবিদা পঢ়া।',
      from: 24 * 25,
      hours: 3,
      venue: 'District Library auditorium, Jorhat',
      steps: [],
    },
    {
      en: 'Procurement planning workshop',
      as: 'ক্ৰয় পৰিকল্পনা কৰ্মশালা',
      descriptionEn: 'Preparing the annual procurement plan of a department.',
      descriptionAs: 'বিভাগৰ বাৰ্ষিক ক্ৰয় পৰিকল্পনা প্ৰস্তুত কৰা।',
      from: 24 * 8,
      hours: 6,
      venue: 'Conference hall, Finance Department, Janata Bhawan, Dispur',
      steps: ['publish', 'cancel'],
    },
  ];
  for (const tr of trainingsToWrite) {
    const body = trainingCreateSchema.parse({
      titleEn: tr.en,
      titleAs: tr.as,
      descriptionEn: tr.descriptionEn,
      descriptionAs: tr.descriptionAs,
      startsAt: at(tr.from),
      endsAt: at(tr.from + tr.hours),
      venue: tr.venue ?? null,
      link: tr.link ?? null,
    });
    const id = await createTraining(db, writer, body);
    let version = 1;
    for (const action of tr.steps) {
      await decideTraining(db, () => new Date(), action === 'publish' ? checker : writer, {
        id,
        action,
        version,
        remarks:
          action === 'cancel'
            ? 'Postponed to the next quarter, the hall is needed for the budget session'
            : undefined,
      });
      version++;
    }
  }
  await moveTrainingsByDate(db, () => new Date());
  return documents.length + announcements.length + trainingsToWrite.length;
}

type DemoTestimonial = {
  language: 'en' | 'as';
  title: string;
  quote: string;
  personName: string;
  personRole: string;
  /** Days before today it was said. */
  daysAgo: number;
  /** Expired yesterday: published, but the public no longer sees it. */
  expired?: boolean;
  steps: { action: ContentAction; remarks?: string }[];
};

/**
 * Spec §2 Home screen "testimonials" (issue #27 item 7): what officials and bidders say about
 * using the portal, in English and Assamese, in every state of §4 (published, one published but
 * expired, pending, approved, blocked with remarks). Written by admin.demo and decided by
 * checker.demo through the service, so each has its audit trail. Done once.
 */
async function ensureDemoTestimonials(db: Db, writer: DemoActor, checker: DemoActor): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contentDocuments)
    .where(eq(contentDocuments.type, testimonialType));
  if (Number(existing?.n ?? 0) > 0) return 0;
  const today = istDay(new Date());
  const published = [{ action: 'approve' }, { action: 'publish' }] satisfies DemoTestimonial['steps'];
  const testimonials: DemoTestimonial[] = [
    {
      language: 'en',
      title: 'Publishing a works tender in an afternoon',
      quote:
        'A works tender used to mean a week of newspaper notices and couriered documents. Our division now publishes it on the portal in an afternoon, and a corrigendum reaches every bidder the same day.',
      personName: 'Bhaskar Jyoti Saikia',
      personRole: 'Executive Engineer, PWD (Roads), Jorhat Division',
      daysAgo: 12,
      steps: published,
    },
    {
      language: 'en',
      title: 'Every open tender of the state in one list',
      quote:
        'We are a small contractor in Golaghat. Seeing every open tender of the state in one list, with its closing date and documents, has saved us two trips to Guwahati a month.',
      personName: 'Nilima Gogoi',
      personRole: 'Proprietor, Dhansiri Builders, Golaghat',
      daysAgo: 30,
      steps: published,
    },
    {
      language: 'en',
      title: 'Reading decided appeals before filing one',
      quote:
        'The public register of decided appeals lets us read how the appellate authority weighed similar cases before we file. Our appeals are fewer now, and better argued.',
      personName: 'Anupam Sharma',
      personRole: 'Director, Brahmaputra Engineering Works Pvt. Ltd., Guwahati',
      daysAgo: 45,
      steps: published,
    },
    {
      language: 'as',
      title: 'ঘৰৰ পৰাই নিবিদাৰ নথি',
      quote: 'নিবিদাৰ নথি ডাউনলোড কৰা আৰু বন্ধ হোৱাৰ তাৰিখ চোৱা এতিয়া ঘৰৰ পৰাই হয়। কোনো সংশোধনী ওলালে সেইদিনাই গম পাওঁ।',
      personName: 'ৰীতা বৰুৱা',
      personRole: 'স্বত্বাধিকাৰী, লুইত এণ্টাৰপ্ৰাইজ, ডিব্ৰুগড়',
      daysAgo: 10,
      steps: published,
    },
    {
      language: 'as',
      title: 'অসমীয়াত প’ৰ্টেল',
      quote: 'প’ৰ্টেলখন অসমীয়াতো ব্যৱহাৰ কৰিব পৰা বাবে জিলা কাৰ্যালয়ৰ নতুন কৰ্মচাৰীসকলেও সোনকালে নিবিদা প্ৰকাশ কৰিবলৈ শিকিলে।',
      personName: 'দীপক কুমাৰ দাস',
      personRole: 'সহকাৰী অভিযন্তা, জলসিঞ্চন বিভাগ, নগাঁও',
      daysAgo: 20,
      steps: published,
    },
    {
      language: 'as',
      title: 'পৰিকল্পনাৰ পৰা বঁটালৈকে এটা ঠাইতে',
      quote: 'বাৰ্ষিক ক্ৰয় পৰিকল্পনাৰ পৰা নিবিদা আৰু বঁটালৈকে সকলো এটা ঠাইতে পোৱা বাবে আমাৰ হিচাপ পৰীক্ষা সহজ হৈছে।',
      personName: 'মনোজ কলিতা',
      personRole: 'বিত্তীয় পৰামৰ্শদাতা, স্বাস্থ্য সেৱা সঞ্চালকালয়, গুৱাহাটী',
      daysAgo: 40,
      steps: published,
    },
    {
      language: 'en',
      title: 'Help with the first online bid',
      quote:
        'The helpdesk answered every question we had during our first online bid in 2023, when the portal was new.',
      personName: 'Pranjal Hazarika',
      personRole: 'Partner, Kopili Traders, Nagaon',
      daysAgo: 700,
      expired: true,
      steps: published,
    },
    {
      language: 'en',
      title: 'Bid security returned on time',
      quote:
        'Since the awards are published on the portal, the bid security of the bidders who lost is returned within the month, and we can see why.',
      personName: 'Mridul Bora',
      personRole: 'Managing Partner, Subansiri Infra, North Lakhimpur',
      daysAgo: 3,
      steps: [],
    },
    {
      language: 'as',
      title: 'অনলাইন প্ৰশিক্ষণ',
      quote: 'অনলাইন প্ৰশিক্ষণৰ পিছত আমাৰ বিভাগৰ সকলো সৃষ্টিকৰ্তাই নিজে নিবিদা সাজিব পৰা হ’ল।',
      personName: 'জুৰি শৰ্মা',
      personRole: 'উপ-সঞ্চালক, কৃষি সঞ্চালকালয়, গুৱাহাটী',
      daysAgo: 5,
      steps: [{ action: 'approve' }],
    },
    {
      language: 'en',
      title: 'Quote without consent',
      quote: 'The portal is the best in India and every other state should copy it.',
      personName: 'Unnamed bidder',
      personRole: 'Bidder, Guwahati',
      daysAgo: 8,
      steps: [
        {
          action: 'block',
          remarks: 'The person quoted has not agreed to be named; ask for their written consent first.',
        },
      ],
    },
  ];
  for (const item of testimonials) {
    const { steps, daysAgo, expired, ...fields } = item;
    const documentDate = addDays(today, -daysAgo);
    const body = contentDocumentCreateSchema.parse({
      ...fields,
      type: testimonialType,
      documentDate,
      expiryDate: expired ? addDays(today, -1) : null,
    });
    const id = await createDocument(db, writer, body);
    let version = 1;
    for (const step of steps) {
      await decideDocument(db, checker, { id, action: step.action, version, remarks: step.remarks });
      version++;
    }
  }
  return testimonials.length;
}
