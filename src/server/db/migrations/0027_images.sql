ALTER TABLE "files" DROP CONSTRAINT "files_kind";
--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_kind" CHECK ("files"."kind" in ('pdf', 'xlsx', 'xls', 'docx', 'json', 'zip', 'jpeg', 'png', 'webp'));
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name_en" text NOT NULL,
	"name_as" text NOT NULL,
	"language" text NOT NULL,
	"display_date" date NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"location" text,
	"priority" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"remarks" text,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	CONSTRAINT "images_category" CHECK ("images"."category" in ('banner', 'gallery', 'partnerLogo', 'certificationLogo')),
	CONSTRAINT "images_language" CHECK ("images"."language" in ('en', 'as', 'both')),
	CONSTRAINT "images_state" CHECK ("images"."state" in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "images_window" CHECK ("images"."valid_to" >= "images"."valid_from"),
	CONSTRAINT "images_priority" CHECK ("images"."priority" between 1 and 99),
	CONSTRAINT "images_size" CHECK ("images"."width" > 0 and "images"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "image_variants" (
	"image_id" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"file_id" bigint NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "image_variants_image_id_width_pk" PRIMARY KEY("image_id","width")
);
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "images_public_idx" ON "images" USING btree ("category","state","valid_from","valid_to");
--> statement-breakpoint
CREATE INDEX "image_variants_sha256_idx" ON "image_variants" USING btree ("sha256");
