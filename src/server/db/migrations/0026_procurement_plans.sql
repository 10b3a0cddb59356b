CREATE TABLE "procurement_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_unit_id" integer NOT NULL,
	"financial_year" smallint NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"remarks" text,
	"created_by" integer NOT NULL,
	"decided_by" integer,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "procurement_plans_state" CHECK ("procurement_plans"."state" in ('draft', 'sent', 'returned', 'approved'))
);
--> statement-breakpoint
CREATE TABLE "procurement_plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"subject" text NOT NULL,
	"category" text NOT NULL,
	"estimated_value" numeric(18, 2) NOT NULL,
	"quarter" smallint NOT NULL,
	"method" text NOT NULL,
	CONSTRAINT "procurement_plan_items_category" CHECK ("procurement_plan_items"."category" in ('goods', 'works', 'services', 'consultancy')),
	CONSTRAINT "procurement_plan_items_method" CHECK ("procurement_plan_items"."method" in ('openTender', 'limitedTender', 'singleSource', 'twoStage', 'requestForQuotation', 'gem', 'directPurchase')),
	CONSTRAINT "procurement_plan_items_quarter" CHECK ("procurement_plan_items"."quarter" between 1 and 4),
	CONSTRAINT "procurement_plan_items_value" CHECK ("procurement_plan_items"."estimated_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "procurement_plan_tenders" (
	"item_id" integer NOT NULL,
	"tender_id" bigint NOT NULL,
	"linked_by" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "procurement_plans" ADD CONSTRAINT "procurement_plans_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_plans" ADD CONSTRAINT "procurement_plans_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_plans" ADD CONSTRAINT "procurement_plans_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_plan_items" ADD CONSTRAINT "procurement_plan_items_plan_id_procurement_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."procurement_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_plan_tenders" ADD CONSTRAINT "procurement_plan_tenders_item_id_procurement_plan_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."procurement_plan_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_plan_tenders" ADD CONSTRAINT "procurement_plan_tenders_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procurement_plan_tenders" ADD CONSTRAINT "procurement_plan_tenders_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_plans_unit_year_uq" ON "procurement_plans" USING btree ("org_unit_id","financial_year");--> statement-breakpoint
CREATE INDEX "procurement_plans_state_idx" ON "procurement_plans" USING btree ("state","financial_year");--> statement-breakpoint
CREATE INDEX "procurement_plan_items_plan_idx" ON "procurement_plan_items" USING btree ("plan_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "procurement_plan_tenders_tender_uq" ON "procurement_plan_tenders" USING btree ("tender_id");--> statement-breakpoint
CREATE INDEX "procurement_plan_tenders_item_idx" ON "procurement_plan_tenders" USING btree ("item_id");
