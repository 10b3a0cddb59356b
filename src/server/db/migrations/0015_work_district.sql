-- The district of the work (issue #14 item 3, docs/decisions/028). Until now "district" was
-- the primary district of the tender's pincode, on the state's export mostly the inviting
-- office's: that is kept as "office_district", and "district" becomes the district of the
-- work. Existing rows keep their district until the start-up step derives the work district
-- (modules/tenders/derive-districts.ts: every row whose "district_basis" is still null, found
-- by the partial index; idempotent). The matcher is TypeScript, so it cannot run here.
ALTER TABLE "tenders" ADD COLUMN "district_basis" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "district_basis_name" text;--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "office_district" text;--> statement-breakpoint
UPDATE "tenders" SET "office_district" = "district";--> statement-breakpoint
CREATE INDEX "tenders_district_basis_pending_idx" ON "tenders" USING btree ("id") WHERE "tenders"."district_basis" is null;--> statement-breakpoint
ALTER TABLE "tenders" ADD CONSTRAINT "tenders_district_basis" CHECK ("tenders"."district_basis" in ('title-district', 'location-district', 'location-subdistrict', 'location-block', 'pincode', 'unknown'));