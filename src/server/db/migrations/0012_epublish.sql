CREATE TABLE "epublish_tenders" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_unit_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"reference_no" text,
	"title" text,
	"bid_submission_end" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remarks" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"published_tender_id" bigint,
	CONSTRAINT "epublish_tenders_state" CHECK ("epublish_tenders"."state" in ('draft', 'sent', 'returned', 'inOrder', 'published', 'cancelled', 'archived', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "extra" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "epublish_tenders" ADD CONSTRAINT "epublish_tenders_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_tenders" ADD CONSTRAINT "epublish_tenders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_tenders" ADD CONSTRAINT "epublish_tenders_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_tenders" ADD CONSTRAINT "epublish_tenders_published_tender_id_tenders_id_fk" FOREIGN KEY ("published_tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epublish_tenders_org_state_idx" ON "epublish_tenders" USING btree ("org_unit_id","state");--> statement-breakpoint
CREATE INDEX "epublish_tenders_creator_idx" ON "epublish_tenders" USING btree ("created_by","state");