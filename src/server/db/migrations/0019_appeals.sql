CREATE TABLE "appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_no" text,
	"level" smallint NOT NULL,
	"first_appeal_id" integer,
	"tender_id" bigint NOT NULL,
	"org_unit_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filing_last_day" date NOT NULL,
	"filed_at" timestamp with time zone,
	"due_day" date,
	"consent_at" timestamp with time zone,
	"hearing_at" timestamp with time zone,
	"hearing_place" text,
	"hearing_venue" text,
	"verdict" text,
	"disposal_report_file_id" bigint,
	"remarks" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "appeals_level" CHECK ("appeals"."level" in (1, 2)),
	CONSTRAINT "appeals_state" CHECK ("appeals"."state" in ('draft', 'active', 'approved', 'rejected', 'disposed', 'expired')),
	CONSTRAINT "appeals_second_has_first" CHECK (("appeals"."level" = 1) = ("appeals"."first_appeal_id" is null)),
	CONSTRAINT "appeals_filed_has_reference" CHECK ("appeals"."state" = 'draft' or ("appeals"."reference_no" is not null and "appeals"."due_day" is not null))
);
--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_first_appeal_id_appeals_id_fk" FOREIGN KEY ("first_appeal_id") REFERENCES "public"."appeals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_disposal_report_file_id_files_id_fk" FOREIGN KEY ("disposal_report_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_one_open_uq" ON "appeals" USING btree ("tender_id","created_by") WHERE "appeals"."state" in ('draft', 'active', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_one_second_uq" ON "appeals" USING btree ("first_appeal_id") WHERE "appeals"."first_appeal_id" is not null and "appeals"."state" <> 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_reference_uq" ON "appeals" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "appeals_created_by_idx" ON "appeals" USING btree ("created_by","state");--> statement-breakpoint
CREATE INDEX "appeals_unit_idx" ON "appeals" USING btree ("org_unit_id","level","state");--> statement-breakpoint
CREATE INDEX "appeals_decided_idx" ON "appeals" USING btree ("state","decided_at");