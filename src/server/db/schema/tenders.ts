import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { districtBasisValues } from '../../../common/api/tenders.ts';
import { orgUnits } from './organisation.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const rupees = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
const moment = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Tenders from every source portal (issue: public tender discovery; spec §1 portal categories,
 * §3 Tender). `uid` (`${source}-${external_id}`) is the permalink id and never changes across
 * re-imports. `search` is a stored full-text vector: English stemming for title and
 * description (codes such as `unit/bldg` kept whole), plus a `simple` (unstemmed, any script,
 * so Assamese too) vector of the same text split at `/ _ - .` and letter-digit boundaries
 * (`tender_search_split`, migration 0011: `bldg` finds `unit/bldg`), the reference number
 * whole and split, the tender id split, organisation and place (issue 12, decisions/016).
 */
export const tenders = pgTable(
  'tenders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: text('uid').notNull(),
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    referenceNo: text('reference_no').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** The organisation chain as the source gives it, levels joined by `||`. */
    organisationChain: text('organisation_chain').notNull().default(''),
    orgUnitId: integer('org_unit_id').references(() => orgUnits.id),
    tenderType: text('tender_type'),
    formOfContract: text('form_of_contract'),
    category: text('category'),
    covers: smallint('covers'),
    paymentMode: text('payment_mode'),
    contractType: text('contract_type'),
    productCategory: text('product_category'),
    subCategory: text('sub_category'),
    publishedAt: moment('published_at'),
    bidSubmissionStartAt: moment('bid_submission_start_at'),
    closingAt: moment('closing_at'),
    openingAt: moment('opening_at'),
    financialBidOpeningAt: moment('financial_bid_opening_at'),
    emdInr: rupees('emd_inr'),
    feeInr: rupees('fee_inr'),
    /** Null: value not disclosed. */
    valueInr: rupees('value_inr'),
    invitingAuthority: text('inviting_authority'),
    invitingAuthorityAddress: text('inviting_authority_address'),
    bidValidityDays: integer('bid_validity_days'),
    periodOfWorkDays: integer('period_of_work_days'),
    location: text('location'),
    pincode: text('pincode'),
    /**
     * The district of the work (issue #14 item 3, docs/decisions/028): read from the location
     * and title by `deriveWorkDistrict` (modules/tenders/work-district.ts), else the pincode's.
     * What the district filter, counts, lists, exports and the API use.
     */
    district: text('district'),
    /** How `district` was found (`districtBasisValues`); null: not derived yet (start-up derives it). */
    districtBasis: text('district_basis'),
    /** The name in the text that decided it ("North Lakhimpur"); null for pincode and unknown. */
    districtBasisName: text('district_basis_name'),
    /** The primary district of the pincode (spec §5), on the state's export mostly the inviting office's. */
    officeDistrict: text('office_district'),
    contractDate: date('contract_date'),
    contractValueInr: rupees('contract_value_inr'),
    workCompletionDays: integer('work_completion_days'),
    cancelled: boolean('cancelled').notNull().default(false),
    /** An award of contract is recorded (kept with the awards, for fast listing). */
    awarded: boolean('awarded').notNull().default(false),
    /**
     * The rest of spec §3 Tender where known (critical dates, fees with payable to/at and
     * exemptions, bank guarantee, covers with their documents, documents, flags), in the shape
     * of `tenderExtraSchema` (src/common/api/tenders.ts); issue #11 item 5.
     */
    extra: jsonb('extra').notNull().default({}),
    /** Hash of the imported fields: a re-import of the same row changes nothing. */
    contentHash: text('content_hash').notNull(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(description, '')), 'B')
        || setweight(to_tsvector('simple', tender_search_split(coalesce(title, '') || ' ' || coalesce(description, ''))), 'C')
        || setweight(to_tsvector('simple', coalesce(reference_no, '') || ' ' || coalesce(organisation_chain, '') || ' ' || coalesce(location, '') || ' ' || coalesce(product_category, '')), 'D')
        || setweight(to_tsvector('simple', tender_search_split(coalesce(reference_no, '') || ' ' || external_id)), 'D')`,
    ),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'tenders_district_basis',
      sql`${t.districtBasis} in (${sql.raw(districtBasisValues.map((v) => `'${v}'`).join(', '))})`,
    ),
    uniqueIndex('tenders_uid_uq').on(t.uid),
    uniqueIndex('tenders_source_external_uq').on(t.source, t.externalId),
    index('tenders_search_idx').using('gin', t.search),
    index('tenders_reference_trgm_idx').using('gin', sql`lower(${t.referenceNo}) gin_trgm_ops`),
    // A query that is a tender id or a whole reference goes straight to the tender (queries.ts).
    index('tenders_external_id_lower_idx').on(sql`lower(${t.externalId})`),
    index('tenders_reference_lower_idx').on(sql`lower(${t.referenceNo})`),
    // Keyset sorts and filters use exactly these expressions (modules/tenders/queries.ts), so
    // a page is an index walk at a million tenders (bench/README.md).
    index('tenders_closing_idx').on(t.closingAt, t.id),
    index('tenders_published_key_idx').on(sql`coalesce(${t.publishedAt}, 'epoch'::timestamptz)`, t.id),
    index('tenders_value_key_idx').on(sql`coalesce(${t.valueInr}, -1)`, t.id),
    index('tenders_opening_idx').on(t.openingAt),
    index('tenders_org_unit_idx').on(t.orgUnitId),
    index('tenders_product_category_idx').on(sql`lower(${t.productCategory})`),
    // District with closing time: "open tenders in my district" is one index range (a district
    // alone was combined with the closing index through a bitmap of half the table).
    index('tenders_district_closing_idx').on(sql`lower(${t.district})`, t.closingAt),
    // Tenders whose district is still to be derived (a start-up step finds them without a scan).
    index('tenders_district_basis_pending_idx').on(t.id).where(sql`${t.districtBasis} is null`),
    index('tenders_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
  ],
);

/** Awards of contract (spec §2 bidawards, aocfullview): the successful bidder and value. */
export const tenderAwards = pgTable(
  'tender_awards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenderId: bigint('tender_id', { mode: 'number' })
      .notNull()
      .references(() => tenders.id),
    bidNumber: text('bid_number'),
    bidderName: text('bidder_name').notNull(),
    currency: text('currency').notNull().default('INR'),
    valueInr: rupees('value_inr'),
  },
  (t) => [index('tender_awards_tender_idx').on(t.tenderId)],
);

/** Bids received (shown with the award: spec §2 aocfullview). */
export const tenderBids = pgTable(
  'tender_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenderId: bigint('tender_id', { mode: 'number' })
      .notNull()
      .references(() => tenders.id),
    bidNumber: text('bid_number'),
    bidderName: text('bidder_name').notNull(),
    submittedAt: moment('submitted_at'),
    status: text('status'),
    remarks: text('remarks'),
  },
  (t) => [index('tender_bids_tender_idx').on(t.tenderId)],
);

/**
 * The words of tender titles and descriptions with the number of tenders using each: the
 * dictionary of "Did you mean …?" (issue 12). Refreshed after each tender import. A word counts
 * from the moment the tenders using it are public (issue #23 item 6): `public_from` is the epoch
 * for tenders already public when the dictionary was built, else the tender's publish moment,
 * and a search sums only the rows whose moment has come.
 */
export const tenderSearchWords = pgTable(
  'tender_search_words',
  {
    word: text('word').notNull(),
    publicFrom: timestamp('public_from', { withTimezone: true }).notNull().default(sql`'epoch'::timestamptz`),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.publicFrom] }),
    index('tender_search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  ],
);
