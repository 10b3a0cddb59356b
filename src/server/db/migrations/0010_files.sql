CREATE TABLE "files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sha256" char(64) NOT NULL,
	"size" bigint NOT NULL,
	"kind" text NOT NULL,
	"media_type" text NOT NULL,
	"name" text NOT NULL,
	"purpose" text NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_kind" CHECK ("files"."kind" in ('pdf', 'xlsx', 'xls', 'docx', 'json', 'zip')),
	CONSTRAINT "files_size" CHECK ("files"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_sha256_idx" ON "files" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "files_uploaded_by_idx" ON "files" USING btree ("uploaded_by");