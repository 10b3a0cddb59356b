CREATE TABLE "bidder_register_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"change" text NOT NULL,
	"registration_no" text NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	CONSTRAINT "bidder_register_changes_change" CHECK ("bidder_register_changes"."change" in ('added', 'removed', 'changed'))
);
--> statement-breakpoint
CREATE TABLE "bidder_register_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"line" integer NOT NULL,
	"registration_no" text NOT NULL,
	"registration_key" text NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"type" text NOT NULL,
	"bidder_class" text,
	"category" text,
	"issue_date" date,
	"valid_upto" date,
	"debarred_from" date,
	"debarred_to" date,
	"reason" text,
	"status" text NOT NULL,
	CONSTRAINT "bidder_register_rows_status" CHECK ("bidder_register_rows"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "bidder_register_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"org_unit_id" integer NOT NULL,
	"assigned_by" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "bidder_register_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"org_unit_id" integer NOT NULL,
	"version_no" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"row_count" integer NOT NULL,
	"rejected_count" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidder_register_versions_kind" CHECK ("bidder_register_versions"."kind" in ('registered', 'debarred'))
);
--> statement-breakpoint
ALTER TABLE "bidder_register_changes" ADD CONSTRAINT "bidder_register_changes_version_id_bidder_register_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."bidder_register_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_rows" ADD CONSTRAINT "bidder_register_rows_version_id_bidder_register_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."bidder_register_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_shares" ADD CONSTRAINT "bidder_register_shares_version_id_bidder_register_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."bidder_register_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_shares" ADD CONSTRAINT "bidder_register_shares_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_shares" ADD CONSTRAINT "bidder_register_shares_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_shares" ADD CONSTRAINT "bidder_register_shares_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_versions" ADD CONSTRAINT "bidder_register_versions_org_unit_id_org_units_id_fk" FOREIGN KEY ("org_unit_id") REFERENCES "public"."org_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_versions" ADD CONSTRAINT "bidder_register_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidder_register_versions" ADD CONSTRAINT "bidder_register_versions_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidder_register_changes_version_idx" ON "bidder_register_changes" USING btree ("version_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bidder_register_rows_registration_uq" ON "bidder_register_rows" USING btree ("version_id","registration_key");--> statement-breakpoint
CREATE INDEX "bidder_register_rows_name_idx" ON "bidder_register_rows" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "bidder_register_rows_registration_idx" ON "bidder_register_rows" USING btree ("registration_key");--> statement-breakpoint
CREATE UNIQUE INDEX "bidder_register_shares_uq" ON "bidder_register_shares" USING btree ("version_id","org_unit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bidder_register_versions_no_uq" ON "bidder_register_versions" USING btree ("kind","org_unit_id","version_no");--> statement-breakpoint
-- Spec §8 "Bidder uploads cannot be deleted once uploaded" (issue #28, docs/decisions/045): every
-- upload is a version, kept with its rows and its corrigendum. Held here, not only by the
-- absence of a delete route: no code path, script or console session can remove or rewrite one.
CREATE FUNCTION "bidder_register_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bidder register uploads cannot be changed or deleted (%)', TG_TABLE_NAME;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bidder_register_versions_kept" BEFORE UPDATE OR DELETE ON "bidder_register_versions"
  FOR EACH ROW EXECUTE FUNCTION "bidder_register_kept"();
--> statement-breakpoint
CREATE TRIGGER "bidder_register_versions_not_truncated" BEFORE TRUNCATE ON "bidder_register_versions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bidder_register_kept"();
--> statement-breakpoint
CREATE TRIGGER "bidder_register_rows_kept" BEFORE UPDATE OR DELETE ON "bidder_register_rows"
  FOR EACH ROW EXECUTE FUNCTION "bidder_register_kept"();
--> statement-breakpoint
CREATE TRIGGER "bidder_register_rows_not_truncated" BEFORE TRUNCATE ON "bidder_register_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "bidder_register_kept"();
--> statement-breakpoint
CREATE TRIGGER "bidder_register_changes_kept" BEFORE UPDATE OR DELETE ON "bidder_register_changes"
  FOR EACH ROW EXECUTE FUNCTION "bidder_register_kept"();
--> statement-breakpoint
CREATE TRIGGER "bidder_register_changes_not_truncated" BEFORE TRUNCATE ON "bidder_register_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bidder_register_kept"();
