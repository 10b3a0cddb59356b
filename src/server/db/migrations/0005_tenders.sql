-- Trigram matching for reference numbers (issue: public tender discovery). Hand-added: drizzle-kit
-- does not write extensions. PGlite loads pg_trgm at start (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "tender_awards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" bigint NOT NULL,
	"bid_number" text,
	"bidder_name" text NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"value_inr" numeric(18, 2)
);
--> statement-breakpoint
CREATE TABLE "tender_bids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tender_id" bigint NOT NULL,
	"bid_number" text,
	"bidder_name" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"status" text,
	"remarks" text
);
--> statement-breakpoint
CREATE TABLE "tenders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"reference_no" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"organisation_chain" text DEFAULT '' NOT NULL,
	"org_unit_id" integer,
	"tender_type" text,
	"form_of_contract" text,
	"category" text,
	"covers" smallint,
	"payment_mode" text,
	"contract_type" text,
	"product_category" text,
	"sub_category" text,
	"published_at" timestamp with time zone,
	"bid_submission_start_at" timestamp with time zone,
	"closing_at" timestamp with time zone,
	"opening_at" timestamp with time zone,
	"financial_bid_opening_at" timestamp with time zone,
	"emd_inr" numeric(18, 2),
	"fee_inr" numeric(18, 2),
	"value_inr" numeric(18, 2),
	"inviting_authority" text,
	"inviting_authority_address" text,
	"bid_validity_days" integer,
	"period_of_work_days" integer,
	"location" text,
	"pincode" text,
	"district" text,
	"contract_date" date,
	"contract_value_inr" numeric(18, 2),
	"work_completion_days" integer,
	"cancelled" boolean DEFAULT false NOT NULL,
	"awarded" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(description, '')), 'B')
        || setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(description, '')), 'C')
        || setweight(to_tsvector('simple', coalesce(reference_no, '') || ' ' || coalesce(organisation_chain, '') || ' ' || coalesce(location, '') || ' ' || coalesce(product_category, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tender_awards" ADD CONSTRAINT "tender_awards_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tender_bids" ADD CONSTRAINT "tender_bids_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tender_awards_tender_idx" ON "tender_awards" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "tender_bids_tender_idx" ON "tender_bids" USING btree ("tender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_uid_uq" ON "tenders" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "tenders_source_external_uq" ON "tenders" USING btree ("source","external_id");--> statement-breakpoint
CREATE INDEX "tenders_search_idx" ON "tenders" USING gin ("search");--> statement-breakpoint
CREATE INDEX "tenders_reference_trgm_idx" ON "tenders" USING gin (lower("reference_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_closing_idx" ON "tenders" USING btree ("closing_at","id");--> statement-breakpoint
CREATE INDEX "tenders_published_idx" ON "tenders" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "tenders_value_idx" ON "tenders" USING btree ("value_inr","id");--> statement-breakpoint
CREATE INDEX "tenders_opening_idx" ON "tenders" USING btree ("opening_at");--> statement-breakpoint
CREATE INDEX "tenders_org_unit_idx" ON "tenders" USING btree ("org_unit_id");--> statement-breakpoint
CREATE INDEX "tenders_product_category_idx" ON "tenders" USING btree ("product_category");--> statement-breakpoint
CREATE INDEX "tenders_district_idx" ON "tenders" USING btree ("district");