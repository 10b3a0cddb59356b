CREATE TABLE "tender_corrigenda" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"tender_id" bigint NOT NULL,
	"number" smallint NOT NULL,
	"type" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"details" text NOT NULL,
	"new_closing_at" timestamp with time zone,
	"clarification_start_at" timestamp with time zone,
	"clarification_end_at" timestamp with time zone,
	"document_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tender_corrigenda_type" CHECK ("tender_corrigenda"."type" in ('date-extension', 'amendment', 'clarification', 'cancel'))
);
--> statement-breakpoint
ALTER TABLE "tender_corrigenda" ADD CONSTRAINT "tender_corrigenda_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tender_corrigenda_uid_uq" ON "tender_corrigenda" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "tender_corrigenda_tender_number_uq" ON "tender_corrigenda" USING btree ("tender_id","number");--> statement-breakpoint
CREATE INDEX "tender_corrigenda_published_idx" ON "tender_corrigenda" USING btree ("published_at","id");