CREATE TABLE "report_refreshes" (
	"name" text PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
-- Issue #29 (docs/decisions/047): every dated event of a public tender, one row per event. The
-- reports read whole months from the materialised view below and the days at the edges of a
-- custom interval from this view (same expressions, so the two agree).
CREATE VIEW "report_tender_events" AS
	SELECT 'published'::text AS "event", coalesce(t."published_at", 'epoch'::timestamptz) AS "at", t."source", coalesce(t."org_unit_id", 0) AS "org_unit_id",
		coalesce(t."category", '') AS "category", coalesce(t."tender_type", '') AS "tender_type", t."value_inr" AS "value"
	FROM "tenders" t
	UNION ALL
	SELECT 'closed', t."closing_at", t."source", coalesce(t."org_unit_id", 0), coalesce(t."category", ''), coalesce(t."tender_type", ''), t."value_inr"
	FROM "tenders" t WHERE t."closing_at" IS NOT NULL AND NOT t."cancelled"
	UNION ALL
	SELECT 'awarded', coalesce((t."contract_date"::timestamp AT TIME ZONE 'Asia/Kolkata'), t."opening_at", t."closing_at", t."published_at", 'epoch'::timestamptz), t."source", coalesce(t."org_unit_id", 0),
		coalesce(t."category", ''), coalesce(t."tender_type", ''), t."contract_value_inr"
	FROM "tenders" t WHERE t."awarded"
	UNION ALL
	SELECT 'cancelled', coalesce((SELECT max(c."published_at") FROM "tender_corrigenda" c WHERE c."tender_id" = t."id" AND c."type" = 'cancel'), t."published_at", 'epoch'::timestamptz),
		t."source", coalesce(t."org_unit_id", 0), coalesce(t."category", ''), coalesce(t."tender_type", ''), t."value_inr"
	FROM "tenders" t WHERE t."cancelled"
	UNION ALL
	SELECT 'corrigendum', c."published_at", t."source", coalesce(t."org_unit_id", 0), coalesce(t."category", ''), coalesce(t."tender_type", ''), NULL::numeric
	FROM "tender_corrigenda" c JOIN "tenders" t ON t."id" = c."tender_id";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "report_tender_months" AS
	SELECT "event", date_trunc('month', "at" AT TIME ZONE 'Asia/Kolkata')::date AS "month", "source", "org_unit_id", "category", "tender_type",
		count(*)::int AS "n", count("value")::int AS "valued", coalesce(sum("value"), 0)::numeric(20, 2) AS "value"
	FROM "report_tender_events"
	GROUP BY 1, 2, 3, 4, 5, 6;
--> statement-breakpoint
CREATE UNIQUE INDEX "report_tender_months_uq" ON "report_tender_months" USING btree ("month", "event", "source", "org_unit_id", "category", "tender_type");
