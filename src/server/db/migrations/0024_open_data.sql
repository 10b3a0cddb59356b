CREATE TABLE "push_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"version" integer NOT NULL,
	"idempotency_key" text,
	"content_hash" text NOT NULL,
	"tender_id" bigint,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_items_kind" CHECK ("push_items"."kind" in ('tender', 'corrigendum', 'award'))
);
--> statement-breakpoint
CREATE TABLE "push_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"password_fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_items" ADD CONSTRAINT "push_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_items" ADD CONSTRAINT "push_items_tender_id_tenders_id_fk" FOREIGN KEY ("tender_id") REFERENCES "public"."tenders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_tokens" ADD CONSTRAINT "push_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_items_version_uq" ON "push_items" USING btree ("kind","source","source_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "push_items_key_uq" ON "push_items" USING btree ("user_id","idempotency_key") WHERE "push_items"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "push_items_tender_idx" ON "push_items" USING btree ("tender_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_tokens_hash_uq" ON "push_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "push_tokens_user_idx" ON "push_tokens" USING btree ("user_id");