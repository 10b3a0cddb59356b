CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"designation" text,
	"organisation" text,
	"reason" text NOT NULL,
	"country_code" text,
	"mobile" text,
	"comments" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_reason" CHECK ("feedback"."reason" in ('suggestion', 'complaint', 'appreciation', 'query', 'other'))
);
--> statement-breakpoint
CREATE TABLE "grievance_officers" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievance_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"grievance_id" integer NOT NULL,
	"action" text NOT NULL,
	"remarks" text,
	"file_id" bigint,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" serial PRIMARY KEY NOT NULL,
	"grievance_no" text,
	"kind" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"tender_id" bigint,
	"org_unit_id" integer,
	"email" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"remarks" text,
	CONSTRAINT "grievances_kind" CHECK ("grievances"."kind" in ('grievance', 'suggestion')),
	CONSTRAINT "grievances_state" CHECK ("grievances"."state" in ('draft', 'submitted', 'open', 'closed')),
	CONSTRAINT "grievances_submitted_has_number" CHECK ("grievances"."state" = 'draft' or ("grievances"."grievance_no" is not null and "grievances"."email" is not null and "grievances"."submitted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "grievance_officers" ADD CONSTRAINT "grievance_officers_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_officers" ADD CONSTRAINT "grievance_officers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_replies" ADD CONSTRAINT "grievance_replies_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_replies" ADD CONSTRAINT "grievance_replies_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_replies" ADD CONSTRAINT "grievance_replies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grievance_officers_one_active_uq" ON "grievance_officers" USING btree ("org_unit_id","email") WHERE "grievance_officers"."active";--> statement-breakpoint
CREATE INDEX "grievance_replies_grievance_idx" ON "grievance_replies" USING btree ("grievance_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_number_uq" ON "grievances" USING btree ("grievance_no");--> statement-breakpoint
CREATE INDEX "grievances_created_by_idx" ON "grievances" USING btree ("created_by","state");--> statement-breakpoint
CREATE INDEX "grievances_unit_idx" ON "grievances" USING btree ("org_unit_id","state","submitted_at");