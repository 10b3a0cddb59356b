CREATE TABLE "appellate_authorities" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"designation" text NOT NULL,
	"ministry_code" text NOT NULL,
	"department_code" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"address" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appellate_authorities_level" CHECK ("appellate_authorities"."level" in (1, 2)),
	CONSTRAINT "appellate_authorities_status" CHECK ("appellate_authorities"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "appellate_authority_units" (
	"authority_id" integer NOT NULL,
	"org_unit_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"active" smallint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "master_entries" DROP CONSTRAINT "master_entries_kind";--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "authority_id" integer;--> statement-breakpoint
ALTER TABLE "appellate_authorities" ADD CONSTRAINT "appellate_authorities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appellate_authorities" ADD CONSTRAINT "appellate_authorities_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appellate_authority_units" ADD CONSTRAINT "appellate_authority_units_authority_id_appellate_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."appellate_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appellate_authority_units" ADD CONSTRAINT "appellate_authority_units_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appellate_authorities_email_uq" ON "appellate_authorities" USING btree ("level",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "appellate_authority_units_pk" ON "appellate_authority_units" USING btree ("authority_id","org_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appellate_authority_units_one_uq" ON "appellate_authority_units" USING btree ("org_unit_id","level") WHERE "appellate_authority_units"."active" = 1;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_authority_id_appellate_authorities_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."appellate_authorities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "master_entries" ADD CONSTRAINT "master_entries_kind" CHECK (kind in ('form_of_contract', 'tender_category', 'tender_type', 'funding_agency', 'tenderer_class', 'sector', 'portal', 'status_code', 'submission_declaration', 'offline_instrument', 'appellate_ministry', 'appellate_department'));