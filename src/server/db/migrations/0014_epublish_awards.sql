CREATE TABLE "epublish_awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"tender_id" integer NOT NULL,
	"org_unit_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"values" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remarks" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	CONSTRAINT "epublish_awards_state" CHECK ("epublish_awards"."state" in ('draft', 'sent', 'returned', 'inOrder', 'published', 'cancelled', 'archived', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "epublish_awards" ADD CONSTRAINT "epublish_awards_tender_id_epublish_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."epublish_tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_awards" ADD CONSTRAINT "epublish_awards_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_awards" ADD CONSTRAINT "epublish_awards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_awards" ADD CONSTRAINT "epublish_awards_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epublish_awards_org_state_idx" ON "epublish_awards" USING btree ("org_unit_id","state");--> statement-breakpoint
CREATE INDEX "epublish_awards_creator_idx" ON "epublish_awards" USING btree ("created_by","state");--> statement-breakpoint
CREATE INDEX "epublish_awards_tender_idx" ON "epublish_awards" USING btree ("tender_id");