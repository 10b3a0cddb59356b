CREATE TABLE "search_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"search" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"digest_from" timestamp with time zone,
	"last_digest_at" timestamp with time zone,
	CONSTRAINT "search_alerts_lang" CHECK ("search_alerts"."lang" in ('en', 'as')),
	CONSTRAINT "search_alerts_status" CHECK ("search_alerts"."status" in ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE TABLE "search_alert_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"alert_id" bigint NOT NULL,
	"tender_uid" text NOT NULL,
	"corrigendum_uid" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_alert_items" ADD CONSTRAINT "search_alert_items_alert_id_search_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."search_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_confirm_uq" ON "search_alerts" USING btree ("confirm_token_hash") WHERE "search_alerts"."confirm_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_unsubscribe_uq" ON "search_alerts" USING btree ("unsubscribe_token");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alerts_live_uq" ON "search_alerts" USING btree ("email","search") WHERE "search_alerts"."status" <> 'unsubscribed';--> statement-breakpoint
CREATE INDEX "search_alerts_due_idx" ON "search_alerts" USING btree ("status","last_digest_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_alert_items_uq" ON "search_alert_items" USING btree ("alert_id","tender_uid","corrigendum_uid");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;
