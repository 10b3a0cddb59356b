import type { SearchAlertLang } from '../../../common/api/opendata.ts';
import type { TenderDetail, TenderSummary } from '../../../common/api/tenders.ts';
import { formatDate, formatRupees } from '../../../common/format.ts';
import { prefixFromLang } from '../../../common/i18n/languages.ts';
import { tenderPageUrl } from './feed.ts';

/**
 * The words of the alert mails (issue #32 item 6, docs/decisions/055), in the language the
 * visitor chose: English or Assamese. Plain text (the outbox sends text); numbers, dates and
 * Tender IDs in Latin digits in both languages (decision 008), times in IST.
 */

export interface AlertLinks {
  origin: string;
  /** The listing page of the search, in the alert's language. */
  listing: string;
  /** The page that confirms unsubscribing (GET shows a button; the mail header posts). */
  unsubscribePage: string;
  /** The RFC 8058 one-click address (`List-Unsubscribe`). */
  oneClick: string;
}

/** `List-Unsubscribe` with its one-click POST (RFC 8058, RFC 2369). */
export function unsubscribeHeaders(links: AlertLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.oneClick}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

const words = {
  en: {
    portal: 'State Public Procurement Portal, Assam',
    allTenders: 'all tenders',
    confirmSubject: 'Confirm your e-mail alert',
    confirmBody: (what: string, link: string, hours: number) =>
      [
        `Someone (we hope you) asked for a daily e-mail of new tenders matching this search: ${what}.`,
        '',
        `To start the alert, open this link within ${hours} hours and press "Confirm":`,
        link,
        '',
        'If you did not ask for it, do nothing: without confirmation nothing more is sent.',
      ].join('\n'),
    digestSubject: (what: string, n: number) => `${n} new for your saved search: ${what}`,
    newTenders: 'New tenders',
    corrigenda: 'Corrigenda to tenders you were sent',
    tenderId: 'Tender ID',
    closing: 'Bid submission ends',
    value: 'Value',
    notDisclosed: 'not disclosed',
    corrigendum: (n: number) => `Corrigendum ${n}`,
    newClosing: 'New bid submission end',
    search: 'Your search on the portal',
    stop: 'To stop these e-mails, open',
  },
  as: {
    portal: 'ৰাজ্যিক ৰাজহুৱা ক্ৰয় পৰ্টেল, অসম',
    allTenders: 'সকলো টেণ্ডাৰ',
    confirmSubject: 'আপোনাৰ ই-মেইল সতৰ্কবাণী নিশ্চিত কৰক',
    confirmBody: (what: string, link: string, hours: number) =>
      [
        `কোনোবাই (আশা কৰোঁ আপুনি) এই সন্ধানৰ সৈতে মিলা নতুন টেণ্ডাৰৰ দৈনিক ই-মেইল বিচাৰিছে: ${what}।`,
        '',
        `সতৰ্কবাণী আৰম্ভ কৰিবলৈ ${hours} ঘণ্টাৰ ভিতৰত এই লিংকটো খুলি "নিশ্চিত কৰক" টিপক:`,
        link,
        '',
        'আপুনি এইটো বিচৰা নাই যদি একো নকৰিব: নিশ্চিত নকৰিলে আৰু একো পঠোৱা নহয়।',
      ].join('\n'),
    digestSubject: (what: string, n: number) => `আপোনাৰ সংৰক্ষিত সন্ধানৰ বাবে ${n}টা নতুন: ${what}`,
    newTenders: 'নতুন টেণ্ডাৰ',
    corrigenda: 'আপোনাক পঠোৱা টেণ্ডাৰৰ শুধৰণি',
    tenderId: 'টেণ্ডাৰ আইডি',
    closing: 'বিড জমাৰ শেষ সময়',
    value: 'মূল্য',
    notDisclosed: 'প্ৰকাশ কৰা হোৱা নাই',
    corrigendum: (n: number) => `শুধৰণি ${n}`,
    newClosing: 'বিড জমাৰ নতুন শেষ সময়',
    search: 'পৰ্টেলত আপোনাৰ সন্ধান',
    stop: 'এই ই-মেইলবোৰ বন্ধ কৰিবলৈ খোলক',
  },
} as const;

/** How the search is named in a subject: its words, else "all tenders". */
export function searchName(lang: SearchAlertLang, q: string | undefined): string {
  return q ? `“${q}”` : words[lang].allTenders;
}

export function confirmationMail(options: {
  lang: SearchAlertLang;
  what: string;
  confirmLink: string;
  hours: number;
  links: AlertLinks;
}) {
  const w = words[options.lang];
  return {
    subject: `${w.confirmSubject}: ${w.portal}`,
    body: [
      w.confirmBody(options.what, options.confirmLink, options.hours),
      '',
      `${w.stop}: ${options.links.unsubscribePage}`,
    ].join('\n'),
    headers: unsubscribeHeaders(options.links),
  };
}

const ist = (iso: string | null) => (iso ? `${formatDate(new Date(iso), { withTime: true })} IST` : '');

export function digestMail(options: {
  lang: SearchAlertLang;
  what: string;
  tenders: TenderSummary[];
  corrigenda: { tender: TenderSummary; corrigendum: TenderDetail['corrigenda'][number] }[];
  links: AlertLinks;
}) {
  const w = words[options.lang];
  const prefix = prefixFromLang(options.lang);
  const page = (t: TenderSummary) => tenderPageUrl(options.links.origin, prefix, t);
  const lines: string[] = [];
  if (options.tenders.length) {
    lines.push(`${w.newTenders} (${options.tenders.length})`, '');
    for (const t of options.tenders)
      lines.push(
        t.title,
        `  ${w.tenderId}: ${t.tenderId}`,
        `  ${t.organisation.join(' / ')}`,
        ...(t.closingAt ? [`  ${w.closing}: ${ist(t.closingAt)}`] : []),
        `  ${w.value}: ${t.valueInr !== null ? formatRupees(t.valueInr) : w.notDisclosed}`,
        `  ${page(t)}`,
        '',
      );
  }
  if (options.corrigenda.length) {
    lines.push(`${w.corrigenda} (${options.corrigenda.length})`, '');
    for (const { tender, corrigendum } of options.corrigenda)
      lines.push(
        `${w.corrigendum(corrigendum.number)}: ${tender.title}`,
        `  ${w.tenderId}: ${tender.tenderId}`,
        ...(corrigendum.details ? [`  ${corrigendum.details.slice(0, 500)}`] : []),
        ...(corrigendum.newClosingAt ? [`  ${w.newClosing}: ${ist(corrigendum.newClosingAt)}`] : []),
        `  ${page(tender)}`,
        '',
      );
  }
  lines.push(`${w.search}: ${options.links.listing}`, `${w.stop}: ${options.links.unsubscribePage}`);
  return {
    subject: `${w.digestSubject(options.what, options.tenders.length + options.corrigenda.length)} (${w.portal})`,
    body: lines.join('\n'),
    headers: unsubscribeHeaders(options.links),
  };
}
