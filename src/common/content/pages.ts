/**
 * The content types and the public page of each (issue #27; spec §2 Guidelines menu, §6 portal
 * admin menus; decision 043). Apart from the request schemas (`common/api/content.ts`) so that a
 * public page reads this table without loading zod's schemas of the forms (decision 019 budget).
 */

/**
 * §3 Content document "type", as §6 names the portal admin's content menus ("downloads, help
 * documents, instructions, IT act, newsletter, orders and circulars, … rules and manuals") and
 * §2 the Guidelines menu ("acts and rules, central acts, onboarding instructions, office orders,
 * standard bidding documents, WB/ADB/MDB").
 */
export const contentTypes = [
  'actRules',
  'centralActs',
  'spppInstructions',
  'officeOrders',
  'standardBiddingDocuments',
  'wbAdbMdb',
  'rulesManuals',
  'itAct',
  'newsletter',
  'helpDocuments',
  'downloads',
  'testimonials',
] as const;
export type ContentType = (typeof contentTypes)[number];

/**
 * Spec §2 Home screen "testimonials" (issue #27 item 7 "testimonials (a content type)"): the
 * one type whose body is a short quote with the person's name and designation, not a document
 * file; shown on the home page, never on a guideline page.
 */
export const testimonialType = 'testimonials' satisfies ContentType;

/** The types that carry a document file: the guideline pages' and downloads' types. */
export const documentTypes = contentTypes.filter(
  (type): type is Exclude<ContentType, typeof testimonialType> => type !== testimonialType,
);

/** The public page of each type that has one (spec §2 public pages; decision 043). */
export const contentPages = {
  actrules: 'actRules',
  centralactrules: 'centralActs',
  instructionrelatedtosppp: 'spppInstructions',
  oonc: 'officeOrders',
  wbadbmdb: 'wbAdbMdb',
  downloads: 'downloads',
} as const satisfies Record<string, ContentType>;
export type ContentPageId = keyof typeof contentPages;
