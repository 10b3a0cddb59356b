CREATE TABLE "epublish_corrigenda" (
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
	"published_corrigendum_id" bigint,
	CONSTRAINT "epublish_corrigenda_state" CHECK ("epublish_corrigenda"."state" in ('draft', 'sent', 'returned', 'inOrder', 'published', 'cancelled', 'archived', 'discarded'))
);
--> statement-breakpoint
ALTER TABLE "tender_corrigenda" ADD COLUMN "document_file_id" bigint;--> statement-breakpoint
ALTER TABLE "tender_corrigenda" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "epublish_corrigenda" ADD CONSTRAINT "epublish_corrigenda_tender_id_epublish_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."epublish_tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_corrigenda" ADD CONSTRAINT "epublish_corrigenda_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_corrigenda" ADD CONSTRAINT "epublish_corrigenda_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_corrigenda" ADD CONSTRAINT "epublish_corrigenda_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epublish_corrigenda" ADD CONSTRAINT "epublish_corrigenda_published_corrigendum_id_tender_corrigenda_id_fk" FOREIGN KEY ("published_corrigendum_id") REFERENCES "public"."tender_corrigenda"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "epublish_corrigenda_org_state_idx" ON "epublish_corrigenda" USING btree ("org_unit_id","state");--> statement-breakpoint
CREATE INDEX "epublish_corrigenda_creator_idx" ON "epublish_corrigenda" USING btree ("created_by","state");--> statement-breakpoint
CREATE INDEX "epublish_corrigenda_tender_idx" ON "epublish_corrigenda" USING btree ("tender_id");--> statement-breakpoint
ALTER TABLE "tender_corrigenda" ADD CONSTRAINT "tender_corrigenda_document_file_id_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;