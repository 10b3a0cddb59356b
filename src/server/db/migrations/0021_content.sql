CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"description_en" text NOT NULL,
	"description_as" text NOT NULL,
	"display_from" date NOT NULL,
	"display_to" date NOT NULL,
	"alert" boolean DEFAULT false NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"remarks" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	CONSTRAINT "announcements_state" CHECK ("announcements"."state" in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "announcements_window" CHECK ("announcements"."display_to" >= "announcements"."display_from")
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"department" text,
	"file_id" bigint NOT NULL,
	"language" text NOT NULL,
	"document_date" date NOT NULL,
	"expiry_date" date,
	"keywords" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"remarks" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "content_documents_type" CHECK ("content_documents"."type" in ('actRules', 'centralActs', 'spppInstructions', 'officeOrders', 'standardBiddingDocuments', 'wbAdbMdb', 'rulesManuals', 'itAct', 'newsletter', 'helpDocuments', 'downloads')),
	CONSTRAINT "content_documents_language" CHECK ("content_documents"."language" in ('en', 'as', 'both')),
	CONSTRAINT "content_documents_state" CHECK ("content_documents"."state" in ('pending', 'approved', 'published', 'blocked')),
	CONSTRAINT "content_documents_expiry" CHECK ("content_documents"."expiry_date" is null or "content_documents"."expiry_date" >= "content_documents"."document_date")
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_en" text NOT NULL,
	"title_as" text NOT NULL,
	"description_en" text,
	"description_as" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue" text,
	"link" text,
	"state" text DEFAULT 'toBePublished' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"remarks" text,
	"cancellation_reason" text,
	"cancelled_on" date,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainings_state" CHECK ("trainings"."state" in ('toBePublished', 'published', 'active', 'archived', 'cancelled')),
	CONSTRAINT "trainings_dates" CHECK ("trainings"."ends_at" > "trainings"."starts_at"),
	CONSTRAINT "trainings_venue_or_link" CHECK ("trainings"."venue" is not null or "trainings"."link" is not null),
	CONSTRAINT "trainings_cancelled" CHECK ("trainings"."state" <> 'cancelled' or ("trainings"."cancellation_reason" is not null and "trainings"."cancelled_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainings" ADD CONSTRAINT "trainings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_window_idx" ON "announcements" USING btree ("state","display_from","display_to");--> statement-breakpoint
CREATE INDEX "content_documents_public_idx" ON "content_documents" USING btree ("type","state","document_date");--> statement-breakpoint
CREATE INDEX "content_documents_state_idx" ON "content_documents" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "trainings_state_idx" ON "trainings" USING btree ("state","starts_at");