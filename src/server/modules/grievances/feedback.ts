import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Feedback, feedbackCreateSchema, feedbackQuerySchema } from '../../../common/api/grievances.ts';
import { exportText } from '../../../common/i18n/exports.ts';
import type { Lang } from '../../../common/i18n/languages.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { appendAudit } from '../../platform/audit.ts';
import { consumeCaptcha } from '../../platform/captcha.ts';
import type { SheetCell } from '../../platform/spreadsheet.ts';
import { insertFeedback, listFeedback } from './queries.ts';

const pageSize = 20;

/** feedback (spec §3 Feedback, §5 captcha, §7 "feedback and feedbackSave"): anyone, with the captcha. */
export async function saveFeedback(options: {
  db: Db;
  config: Config;
  body: z.output<typeof feedbackCreateSchema>;
  ip: string;
  requestId: string;
  /** The demo data's entries are typed by no visitor (as in `submitGrievance`). */
  captcha?: 'demoData';
}) {
  const { db, body } = options;
  if (options.captcha !== 'demoData')
    await consumeCaptcha(db, options.config, body.captchaId, body.captchaAnswer);
  const { captchaId: _id, captchaAnswer: _answer, ...values } = body;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const id = await insertFeedback(tx, values);
    await appendAudit(tx, {
      action: 'feedback.received',
      actorUserId: null,
      entity: 'feedback',
      entityId: id,
      ip: options.ip,
      requestId: options.requestId,
      detail: { reason: values.reason },
    });
    return id;
  });
}

function where(query: z.output<typeof feedbackQuerySchema>) {
  const parts = [sql`true`];
  if (query.reason) parts.push(sql`f.reason = ${query.reason}`);
  if (query.from) parts.push(sql`(f.created_at at time zone 'Asia/Kolkata')::date >= ${query.from}::date`);
  if (query.to) parts.push(sql`(f.created_at at time zone 'Asia/Kolkata')::date <= ${query.to}::date`);
  return sql.join(parts, sql` and `);
}

const toFeedback = (r: Awaited<ReturnType<typeof listFeedback>>['rows'][number]): Feedback => ({
  id: Number(r.id),
  name: r.name,
  email: r.email,
  designation: r.designation,
  organisation: r.organisation,
  reason: r.reason as Feedback['reason'],
  countryCode: r.country_code,
  mobile: r.mobile,
  comments: r.comments,
  createdAt: r.created_at,
});

/** feedbacklist (portal admin): newest first, by reason and day (IST). */
export async function feedbackList(db: Db, query: z.output<typeof feedbackQuerySchema>) {
  const { rows, total } = await listFeedback(db, where(query), query.page, pageSize);
  return { items: rows.map(toFeedback), total, pageSize };
}

export async function feedbackExportRows(db: Db, query: z.output<typeof feedbackQuerySchema>, lang: Lang) {
  const { rows } = await listFeedback(db, where(query), 1, null);
  const cells: SheetCell[][] = rows
    .map(toFeedback)
    .map((f) => [
      f.createdAt,
      f.name,
      f.email,
      f.designation,
      f.organisation,
      f.reason,
      f.countryCode,
      f.mobile,
      f.comments,
    ]);
  return {
    // The headings in the request's language (the shared export catalogue).
    titles: (
      [
        'received',
        'name',
        'email',
        'designation',
        'organisation',
        'reason',
        'countryCode',
        'mobile',
        'comments',
      ] as const
    ).map((k) => exportText(lang).feedback[k]),
    rows: cells,
  };
}
