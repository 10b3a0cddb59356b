import asNotices from './as/notices.json' with { type: 'json' };
import enNotices from './en/notices.json' with { type: 'json' };
import { fill } from './exports.ts';

/**
 * The mails the ePublish workflow sends (issue #24 item 7, "Tasks and notices"): the other party
 * of each step is told, in English and Assamese in one message (users have no language of their
 * own on record, so both are written; spec §1/§9: the portal's two languages). One catalogue
 * per language beside the export headings, read by the server only.
 */
export type NoticeEvent = 'send' | 'return' | 'publish' | 'cancel';
export type NoticeKind = keyof typeof enNotices.kinds;

export interface NoticeValues {
  actor: string;
  reference: string;
  title: string;
  remarks?: string;
  /** The page to open, per language (the English and the Assamese address). */
  link: { en: string; as: string };
}

/** Subject and body of a notice, English first, then Assamese. */
export function noticeText(event: NoticeEvent, kind: NoticeKind, values: NoticeValues) {
  const part = (catalogue: typeof enNotices, lang: 'en' | 'as') => {
    const vars = {
      actor: values.actor,
      reference: values.reference,
      title: values.title,
      remarks: values.remarks ?? '',
      kind: catalogue.kinds[kind],
      link: values.link[lang],
    };
    return {
      subject: fill(catalogue[event].subject, vars),
      body: `${fill(catalogue[event].body, vars)}\n\n${catalogue.footer}`,
    };
  };
  const en = part(enNotices, 'en');
  const as = part(asNotices, 'as');
  return { subject: `${en.subject} / ${as.subject}`, body: `${en.body}\n\n---\n\n${as.body}` };
}
