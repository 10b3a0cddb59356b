CREATE TABLE "config_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub_module_id" integer NOT NULL,
	"field_name" text NOT NULL,
	"label_en" text NOT NULL,
	"label_as" text NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"mandatory" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_as" text NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_sub_modules" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_as" text NOT NULL,
	"priority" integer DEFAULT 1 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"sha256" text NOT NULL,
	"rows" integer NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"rejected" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lgd_blocks" (
	"block_code" integer NOT NULL,
	"district_code" integer NOT NULL,
	"state_code" integer NOT NULL,
	"name" text NOT NULL,
	"name_local" text,
	"lgd_version" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lgd_blocks_block_code_district_code_pk" PRIMARY KEY("block_code","district_code")
);
--> statement-breakpoint
CREATE TABLE "lgd_districts" (
	"district_code" integer PRIMARY KEY NOT NULL,
	"state_code" integer NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"display_name" text,
	"post_name_key" text,
	"census2011_code" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lgd_states" (
	"state_code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_local" text,
	"name_key" text NOT NULL,
	"state_or_ut" text,
	"census2011_code" text,
	"lgd_version" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lgd_subdistricts" (
	"subdistrict_code" integer PRIMARY KEY NOT NULL,
	"district_code" integer NOT NULL,
	"state_code" integer NOT NULL,
	"name" text NOT NULL,
	"census2011_code" text,
	"lgd_version" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pincode_districts" (
	"pincode" char(6) NOT NULL,
	"district_key" text NOT NULL,
	"state_key" text NOT NULL,
	"district_name" text NOT NULL,
	"state_name" text NOT NULL,
	"office_count" integer NOT NULL,
	"is_primary" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pincode_districts_pincode_district_key_state_key_pk" PRIMARY KEY("pincode","district_key","state_key")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" char(3) PRIMARY KEY NOT NULL,
	"number" char(3),
	"minor_unit" smallint,
	"name" text NOT NULL,
	"countries" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_as" text NOT NULL,
	"description" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "master_entries_kind" CHECK (kind in ('form_of_contract', 'tender_category', 'tender_type', 'funding_agency', 'tenderer_class', 'sector', 'portal', 'status_code', 'submission_declaration', 'offline_instrument')),
	CONSTRAINT "master_entries_status" CHECK ("master_entries"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheme" text NOT NULL,
	"code" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" text,
	"name" text NOT NULL,
	"source_level" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_level" CHECK ("product_categories"."level" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "org_unit_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_unit_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"description" text,
	"short_code" varchar(6) NOT NULL,
	"status" smallint NOT NULL,
	"visible" boolean NOT NULL,
	"base_version" integer NOT NULL,
	"supersedes_id" integer,
	"proposed_by" integer NOT NULL,
	"proposed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remarks" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_remarks" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_unit_changes_kind" CHECK ("org_unit_changes"."kind" in ('create', 'update')),
	CONSTRAINT "org_unit_changes_state" CHECK ("org_unit_changes"."state" in ('pending', 'approved', 'rejected', 'resent', 'removed'))
);
--> statement-breakpoint
DROP INDEX "org_units_short_code_uq";--> statement-breakpoint
ALTER TABLE "org_units" ADD COLUMN "approval_state" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "config_fields" ADD CONSTRAINT "config_fields_sub_module_id_config_sub_modules_id_fk" FOREIGN KEY ("sub_module_id") REFERENCES "public"."config_sub_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_sub_modules" ADD CONSTRAINT "config_sub_modules_module_id_config_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."config_modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgd_blocks" ADD CONSTRAINT "lgd_blocks_district_code_lgd_districts_district_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."lgd_districts"("district_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgd_districts" ADD CONSTRAINT "lgd_districts_state_code_lgd_states_state_code_fk" FOREIGN KEY ("state_code") REFERENCES "public"."lgd_states"("state_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgd_subdistricts" ADD CONSTRAINT "lgd_subdistricts_district_code_lgd_districts_district_code_fk" FOREIGN KEY ("district_code") REFERENCES "public"."lgd_districts"("district_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_unit_changes" ADD CONSTRAINT "org_unit_changes_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_unit_changes" ADD CONSTRAINT "org_unit_changes_parent_id_org_units_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_unit_changes" ADD CONSTRAINT "org_unit_changes_supersedes_id_org_unit_changes_id_fk" FOREIGN KEY ("supersedes_id") REFERENCES "public"."org_unit_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "config_fields_name_uq" ON "config_fields" USING btree ("sub_module_id",lower("field_name"));--> statement-breakpoint
CREATE INDEX "config_fields_sub_module_idx" ON "config_fields" USING btree ("sub_module_id");--> statement-breakpoint
CREATE UNIQUE INDEX "config_modules_code_uq" ON "config_modules" USING btree (upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "config_sub_modules_code_uq" ON "config_sub_modules" USING btree ("module_id",upper("code"));--> statement-breakpoint
CREATE INDEX "lgd_blocks_district_idx" ON "lgd_blocks" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "lgd_districts_state_idx" ON "lgd_districts" USING btree ("state_code","name_key");--> statement-breakpoint
CREATE INDEX "lgd_subdistricts_district_idx" ON "lgd_subdistricts" USING btree ("district_code");--> statement-breakpoint
CREATE INDEX "pincode_districts_pincode_idx" ON "pincode_districts" USING btree ("pincode","is_primary" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "master_entries_kind_code_uq" ON "master_entries" USING btree ("kind",upper("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "master_entries_kind_name_uq" ON "master_entries" USING btree ("kind",lower("name_en"));--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_scheme_code_uq" ON "product_categories" USING btree ("scheme","code");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("scheme","parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "org_unit_changes_open_uq" ON "org_unit_changes" USING btree ("org_unit_id") WHERE "org_unit_changes"."state" in ('pending', 'rejected');--> statement-breakpoint
CREATE INDEX "org_unit_changes_state_idx" ON "org_unit_changes" USING btree ("state");--> statement-breakpoint
CREATE INDEX "org_units_level_idx" ON "org_units" USING btree ("level","approval_state");--> statement-breakpoint
CREATE UNIQUE INDEX "org_units_short_code_uq" ON "org_units" USING btree (upper("short_code")) WHERE "org_units"."approval_state" <> 'removed';--> statement-breakpoint
ALTER TABLE "org_units" ADD CONSTRAINT "org_units_approval_state" CHECK ("org_units"."approval_state" in ('pending', 'approved', 'rejected', 'removed'));