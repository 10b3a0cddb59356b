ALTER TABLE "login_throttles" ADD COLUMN "last_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "csrf_hash" text;