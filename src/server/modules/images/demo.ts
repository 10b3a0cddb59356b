import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { type ImageAction, type ImageCreate, imageCreateSchema } from '../../../common/api/images.ts';
import { addDays, istDay } from '../../../common/appeals/deadlines.ts';
import type { Db } from '../../db/client.ts';
import { images, users } from '../../db/schema/index.ts';
import type { FileStore } from '../../platform/files/store.ts';
import { uploadFile } from '../files/index.ts';
import { createImage, decideImage } from './service.ts';

async function userId(db: Db, loginId: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, loginId));
  return row?.id;
}

const svg = (w: number, h: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`,
  );

/** Rolling hills of tea gardens under a morning sky (Upper Assam). */
const teaGardens = (w: number, h: number) =>
  svg(
    w,
    h,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6c27a"/><stop offset="1" stop-color="#fde9c9"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/><circle cx="${w * 0.78}" cy="${h * 0.3}" r="${h * 0.12}" fill="#fff3d6"/>
<path d="M0 ${h * 0.55} Q ${w * 0.25} ${h * 0.4} ${w * 0.5} ${h * 0.55} T ${w} ${h * 0.5} V ${h} H 0Z" fill="#3f7d3a"/>
<path d="M0 ${h * 0.7} Q ${w * 0.3} ${h * 0.55} ${w * 0.6} ${h * 0.7} T ${w} ${h * 0.68} V ${h} H 0Z" fill="#2e6b2f"/>
${Array.from({ length: 9 }, (_, i) => `<path d="M0 ${h * (0.74 + i * 0.03)} Q ${w / 2} ${h * (0.66 + i * 0.03)} ${w} ${h * (0.74 + i * 0.03)}" stroke="#5da04f" stroke-width="${h * 0.012}" fill="none"/>`).join('')}`,
  );

/** The Brahmaputra at dusk with a country boat. */
const river = (w: number, h: number) =>
  svg(
    w,
    h,
    `<defs><linearGradient id="d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b3a67"/><stop offset="0.55" stop-color="#e48a4d"/><stop offset="1" stop-color="#f4c28b"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#d)"/><circle cx="${w * 0.3}" cy="${h * 0.52}" r="${h * 0.09}" fill="#ffd27f"/>
<path d="M0 ${h * 0.56} L ${w * 0.2} ${h * 0.5} L ${w * 0.45} ${h * 0.55} L ${w * 0.7} ${h * 0.48} L ${w} ${h * 0.54} V ${h * 0.6} H 0Z" fill="#3b3f5c"/>
<rect y="${h * 0.6}" width="${w}" height="${h * 0.4}" fill="#51608f"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${w * (0.1 + i * 0.13)}" y="${h * (0.66 + (i % 3) * 0.08)}" width="${w * 0.08}" height="${h * 0.008}" fill="#f4c28b" opacity="0.7"/>`).join('')}
<path d="M${w * 0.55} ${h * 0.72} Q ${w * 0.63} ${h * 0.8} ${w * 0.72} ${h * 0.72} Z" fill="#1d1f2e"/><rect x="${w * 0.63}" y="${h * 0.6}" width="${w * 0.004}" height="${h * 0.12}" fill="#1d1f2e"/>`,
  );

/** A one-horned rhinoceros in the grasslands of Kaziranga. */
const grassland = (w: number, h: number) =>
  svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#bfe0f2"/><path d="M0 ${h * 0.45} Q ${w * 0.5} ${h * 0.3} ${w} ${h * 0.45} V ${h} H 0Z" fill="#8fb35a"/>
<rect y="${h * 0.62}" width="${w}" height="${h * 0.38}" fill="#b6c96b"/>
<ellipse cx="${w * 0.5}" cy="${h * 0.6}" rx="${w * 0.16}" ry="${h * 0.11}" fill="#6d6a66"/>
<ellipse cx="${w * 0.36}" cy="${h * 0.58}" rx="${w * 0.06}" ry="${h * 0.07}" fill="#6d6a66"/>
<path d="M${w * 0.3} ${h * 0.56} L ${w * 0.31} ${h * 0.46} L ${w * 0.33} ${h * 0.56}Z" fill="#4a4744"/>
${[0.4, 0.46, 0.56, 0.62].map((x) => `<rect x="${w * x}" y="${h * 0.66}" width="${w * 0.025}" height="${h * 0.12}" fill="#5b5854"/>`).join('')}
${Array.from({ length: 30 }, (_, i) => `<path d="M${(w * i) / 30} ${h} l ${w * 0.01} -${h * (0.1 + (i % 4) * 0.04)}" stroke="#7d9a3c" stroke-width="${w * 0.004}"/>`).join('')}`,
  );

/** A Namghar-roofed office building: the portal's offices. */
const office = (w: number, h: number) =>
  svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#e8f1f8"/><rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="#9bbf7a"/>
<rect x="${w * 0.2}" y="${h * 0.45}" width="${w * 0.6}" height="${h * 0.35}" fill="#f1e4c8"/>
<path d="M${w * 0.15} ${h * 0.46} L ${w * 0.5} ${h * 0.2} L ${w * 0.85} ${h * 0.46} Z" fill="#a4452c"/>
${Array.from({ length: 6 }, (_, i) => `<rect x="${w * (0.25 + i * 0.09)}" y="${h * 0.52}" width="${w * 0.05}" height="${h * 0.1}" fill="#5a7ca8"/>`).join('')}
<rect x="${w * 0.46}" y="${h * 0.66}" width="${w * 0.08}" height="${h * 0.14}" fill="#6b3b22"/>`,
  );

/** A logo: a round mark and the partner's short name (Latin letters: every font has them). */
const logo = (text: string, colour: string) =>
  svg(
    480,
    160,
    `<rect width="480" height="160" rx="16" fill="#ffffff"/><circle cx="80" cy="80" r="56" fill="${colour}"/>
<circle cx="80" cy="80" r="30" fill="#ffffff"/><circle cx="80" cy="80" r="14" fill="${colour}"/>
<text x="160" y="98" font-family="sans-serif" font-weight="bold" font-size="46" fill="${colour}">${text}</text>`,
  );

type DemoImage = Omit<ImageCreate, 'image' | 'displayDate' | 'validFrom' | 'validTo'> & {
  picture: () => Buffer;
  /** Days from today (IST) of the validity window. */
  from: number;
  to: number;
  steps: { action: ImageAction; remarks?: string }[];
};

const approve = [{ action: 'approve' as const }];

/**
 * Demo images (issue #27 item 4): banners, gallery photos, partner logos and a certification
 * logo drawn here as SVG and turned into PNGs by sharp (nothing downloaded), uploaded through
 * the files module and entered through the service like an administrator's, approved by the
 * second portal admin (four eyes); one of each other state (pending, rejected, withdrawn, and
 * an approved banner whose window has ended), which the public never sees. Done once.
 */
export async function ensureDemoImages(options: { db: Db; store: FileStore }): Promise<number> {
  const { db, store } = options;
  const [writerId, checkerId] = await Promise.all([userId(db, 'admin.demo'), userId(db, 'checker.demo')]);
  if (!writerId || !checkerId) return 0;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(images);
  if (Number(existing?.n ?? 0) > 0) return 0;
  const writer = { userId: writerId, ip: '127.0.0.1', requestId: 'demo-data' };
  const checker = { userId: checkerId, ip: '127.0.0.1', requestId: 'demo-data' };
  const today = istDay(new Date());

  const items: DemoImage[] = [
    {
      category: 'banner',
      nameEn: 'Tea gardens of Upper Assam - procurement that reaches every district',
      nameAs: 'উজনি অসমৰ চাহ বাগিচা: প্ৰতিখন জিলালৈ উপনীত হোৱা ক্ৰয়',
      language: 'both',
      location: 'Dibrugarh',
      priority: 1,
      picture: () => teaGardens(1600, 500),
      from: -30,
      to: 365,
      steps: approve,
    },
    {
      category: 'banner',
      nameEn: 'The Brahmaputra at dusk - open tenders, fair competition',
      nameAs: 'গোধূলিৰ ব্ৰহ্মপুত্ৰ: মুকলি নিবিদা, ন্যায্য প্ৰতিযোগিতা',
      language: 'both',
      location: 'Guwahati',
      priority: 2,
      picture: () => river(1600, 500),
      from: -30,
      to: 365,
      steps: approve,
    },
    {
      category: 'banner',
      nameEn: 'Kaziranga grasslands - a draft banner waiting for approval',
      nameAs: 'কাজিৰঙাৰ তৃণভূমি: অনুমোদনৰ অপেক্ষাত থকা খচৰা বেনাৰ',
      language: 'both',
      location: 'Kaziranga',
      priority: 3,
      picture: () => grassland(1600, 500),
      from: 0,
      to: 365,
      steps: [],
    },
    {
      category: 'banner',
      nameEn: 'Bihu 2024 greetings (ended)',
      nameAs: 'বিহু 2024ৰ শুভেচ্ছা (সমাপ্ত)',
      language: 'both',
      location: 'Guwahati',
      priority: 1,
      picture: () => river(1600, 500),
      from: -400,
      to: -300,
      steps: approve,
    },
    {
      category: 'gallery',
      nameEn: 'Training on e-procurement for district officers, Jorhat',
      nameAs: 'জিলা বিষয়াসকলৰ বাবে ই-ক্ৰয় প্ৰশিক্ষণ, যোৰহাট',
      language: 'both',
      location: 'Jorhat',
      priority: 1,
      picture: () => office(1200, 800),
      from: -60,
      to: 730,
      steps: approve,
    },
    {
      category: 'gallery',
      nameEn: 'Tea garden road works inspected by the procuring entity',
      nameAs: 'ক্ৰয়কাৰী সংস্থাৰ দ্বাৰা চাহ বাগিচাৰ পথৰ কামৰ পৰিদৰ্শন',
      language: 'both',
      location: 'Tinsukia',
      priority: 2,
      picture: () => teaGardens(1200, 800),
      from: -60,
      to: 730,
      steps: approve,
    },
    {
      category: 'gallery',
      nameEn: 'River embankment works on the Brahmaputra',
      nameAs: 'ব্ৰহ্মপুত্ৰৰ নদীবান্ধৰ কাম',
      language: 'both',
      location: 'Majuli',
      priority: 3,
      picture: () => river(1200, 800),
      from: -60,
      to: 730,
      steps: approve,
    },
    {
      category: 'gallery',
      nameEn: 'Kaziranga - fencing supplied through an open tender',
      nameAs: 'কাজিৰঙা: মুকলি নিবিদাৰ জৰিয়তে যোগান ধৰা বেৰা',
      language: 'both',
      location: 'Kaziranga',
      priority: 4,
      picture: () => grassland(1200, 800),
      from: -60,
      to: 730,
      steps: approve,
    },
    {
      category: 'gallery',
      nameEn: 'A photograph refused - the people in it had not agreed',
      nameAs: 'নাকচ কৰা ফটো: ইয়াত থকা লোকসকলে সন্মতি দিয়া নাছিল',
      language: 'both',
      location: 'Guwahati',
      priority: 5,
      picture: () => office(1200, 800),
      from: -10,
      to: 365,
      steps: [{ action: 'reject', remarks: 'Consent of the people shown is not on file.' }],
    },
    {
      category: 'partnerLogo',
      nameEn: 'Finance Department, Government of Assam',
      nameAs: 'বিত্ত বিভাগ, অসম চৰকাৰ',
      language: 'both',
      priority: 1,
      picture: () => logo('Finance', '#8a4b12'),
      from: -365,
      to: 3650,
      steps: approve,
    },
    {
      category: 'partnerLogo',
      nameEn: 'National Informatics Centre',
      nameAs: 'ৰাষ্ট্ৰীয় তথ্যবিজ্ঞান কেন্দ্ৰ',
      language: 'both',
      priority: 2,
      picture: () => logo('NIC', '#1f4e8c'),
      from: -365,
      to: 3650,
      steps: approve,
    },
    {
      category: 'partnerLogo',
      nameEn: 'Digital India',
      nameAs: 'ডিজিটেল ইণ্ডিয়া',
      language: 'both',
      priority: 3,
      picture: () => logo('Digital India', '#2d7a3a'),
      from: -365,
      to: 3650,
      steps: approve,
    },
    {
      category: 'certificationLogo',
      nameEn: 'Demo certification mark (demo data - not a real certificate)',
      nameAs: 'নমুনা প্ৰমাণপত্ৰ চিহ্ন (নমুনা তথ্য: প্ৰকৃত প্ৰমাণপত্ৰ নহয়)',
      language: 'both',
      priority: 1,
      picture: () => logo('Demo cert', '#6a2c8c'),
      from: -365,
      to: 3650,
      steps: approve,
    },
  ];

  let n = 0;
  for (const item of items) {
    const png = await sharp(item.picture()).png({ compressionLevel: 1 }).toBuffer();
    const stored = await uploadFile({
      db,
      store,
      purpose: 'image',
      part: {
        file: Object.assign(Readable.from([png]), { truncated: false }),
        filename: `${item.nameEn.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 60)}.png`,
      } as unknown as MultipartFile,
      uploader: writer,
    });
    const { picture: _p, from, to, steps, ...fields } = item;
    const body = imageCreateSchema.parse({
      ...fields,
      displayDate: addDays(today, Math.max(from, -400)),
      validFrom: addDays(today, from),
      validTo: addDays(today, to),
      image: { fileId: stored.id, title: item.nameEn },
    });
    const id = await createImage(db, store, writer, body);
    let version = 1;
    for (const step of steps) {
      await decideImage(db, checker, { id, action: step.action, version, remarks: step.remarks });
      version++;
    }
    n++;
  }
  return n;
}
