-- Issue #29 item 6 (docs/decisions/047, amended): the events grouped by IST day, source, unit,
-- category and type. A custom interval reads its whole months from report_tender_months and
-- the days at its edges here; the months are now built from these day groups, and the event
-- rows (0023), which only the edge days read, are gone. Written in day order, so the days of
-- one edge lie together on disk.
DROP MATERIALIZED VIEW "report_tender_months";
--> statement-breakpoint
DROP MATERIALIZED VIEW "report_tender_event_rows";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "report_tender_days" AS
	SELECT "event", ("at" AT TIME ZONE 'Asia/Kolkata')::date AS "day", "source", "org_unit_id", "category", "tender_type",
		count(*)::int AS "n", count("value")::int AS "valued", coalesce(sum("value"), 0)::numeric(20, 2) AS "value"
	FROM "report_tender_events"
	GROUP BY 1, 2, 3, 4, 5, 6
	ORDER BY 2;
--> statement-breakpoint
CREATE UNIQUE INDEX "report_tender_days_uq" ON "report_tender_days" USING btree ("day", "event", "source", "org_unit_id", "category", "tender_type");
--> statement-breakpoint
CREATE MATERIALIZED VIEW "report_tender_months" AS
	SELECT "event", date_trunc('month', "day")::date AS "month", "source", "org_unit_id", "category", "tender_type",
		sum("n")::int AS "n", sum("valued")::int AS "valued", sum("value")::numeric(20, 2) AS "value"
	FROM "report_tender_days"
	GROUP BY 1, 2, 3, 4, 5, 6
	ORDER BY 2;
--> statement-breakpoint
CREATE UNIQUE INDEX "report_tender_months_uq" ON "report_tender_months" USING btree ("month", "event", "source", "org_unit_id", "category", "tender_type");
