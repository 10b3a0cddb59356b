import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each report aggregate was last rebuilt (issue #29 item 6, docs/decisions/047): the
 * reports show this as "figures as of". The aggregates themselves, the materialised views
 * `report_tender_days` and `report_tender_months` over the view `report_tender_events`,
 * are created by migration
 * 0023_reports.sql and 0029_report_days.sql (Drizzle has no need to know its shape: the reports module reads it with SQL).
 */
export const reportRefreshes = pgTable('report_refreshes', {
  name: text('name').primaryKey(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
  durationMs: integer('duration_ms').notNull(),
});
