CREATE TABLE "report_refreshes" (
	"name" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
-- Issue #29 (docs/decisions/047): every dated event of a public tender, one row per event, keyed
-- by (event, id): the tender's id, or the corrigendum's for corrigenda.
CREATE VIEW "report_tender_events" AS
	SELECT 'published'::text AS "event", t."id", coalesce(t."published_at", 'epoch'::timestamptz) AS "at", t."source", coalesce(t."org_unit_id", 0) AS "org_unit_id",
		coalesce(t."category", '') AS "category", coalesce(t."tender_type", '') AS "tender_type", t."value_inr" AS "value"
	FROM "tenders" t
	UNION ALL
	SELECT 'closed', t."id", t."closing_at", t."source", coalesce(t."org_unit_id", 0), coalesce(t."category", ''), coalesce(t."tender_type", ''), t."value_inr"
	FROM "tenders" t WHERE t."closing_at" IS NOT NULL AND NOT t."cancelled"
	UNION ALL
	SELECT 'awarded', t."id", coalesce((t."contract_date"::timestamp AT TIME ZONE 'Asia/Kolkata'), t."opening_at", t."closing_at", t."published_at", 'epoch'::timestamptz), t."source", coalesce(t."org_unit_id", 0),
		coalesce(t."category", ''), coalesce(t."tender_type", ''), t."contract_value_inr"
	FROM "tenders" t WHERE t."awarded"
	UNION ALL
	SELECT 'cancelled', t."id", coalesce(c."at", t."published_at", 'epoch'::timestamptz),
		t."source", coalesce(t."org_unit_id", 0), coalesce(t."category", ''), coalesce(t."tender_type", ''), t."value_inr"
	FROM "tenders" t
	LEFT JOIN (SELECT "tender_id", max("published_at") AS "at" FROM "tender_corrigenda" WHERE "type" = 'cancel' GROUP BY "tender_id") c ON c."tender_id" = t."id"
	WHERE t."cancelled"
	UNION ALL
	SELECT 'corrigendum', c."id", c."published_at", t."source", coalesce(t."org_unit_id", 0), coalesce(t."category", ''), coalesce(t."tender_type", ''), NULL::numeric
	FROM "tender_corrigenda" c JOIN "tenders" t ON t."id" = c."tender_id";
--> statement-breakpoint
-- The events kept as rows (read by the days at the edges of a custom interval, by instant) ...
CREATE MATERIALIZED VIEW "report_tender_event_rows" AS SELECT * FROM "report_tender_events";
--> statement-breakpoint
CREATE UNIQUE INDEX "report_tender_event_rows_uq" ON "report_tender_event_rows" USING btree ("event", "id");
--> statement-breakpoint
CREATE INDEX "report_tender_event_rows_at_idx" ON "report_tender_event_rows" USING btree ("at");
--> statement-breakpoint
-- ... and grouped by IST month (read by whole months).
CREATE MATERIALIZED VIEW "report_tender_months" AS
	SELECT "event", date_trunc('month', "at" AT TIME ZONE 'Asia/Kolkata')::date AS "month", "source", "org_unit_id", "category", "tender_type",
		count(*)::int AS "n", count("value")::int AS "valued", coalesce(sum("value"), 0)::numeric(20, 2) AS "value"
	FROM "report_tender_event_rows"
	GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE UNIQUE INDEX "report_tender_months_uq" ON "report_tender_months" USING btree ("month", "event", "source", "org_unit_id", "category", "tender_type");
