DROP INDEX "tenders_published_idx";--> statement-breakpoint
DROP INDEX "tenders_value_idx";--> statement-breakpoint
DROP INDEX "tenders_product_category_idx";--> statement-breakpoint
DROP INDEX "tenders_district_idx";--> statement-breakpoint
CREATE INDEX "tenders_published_key_idx" ON "tenders" USING btree (coalesce("published_at", 'epoch'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "tenders_value_key_idx" ON "tenders" USING btree (coalesce("value_inr", -1),"id");--> statement-breakpoint
CREATE INDEX "tenders_location_trgm_idx" ON "tenders" USING gin ("location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tenders_product_category_idx" ON "tenders" USING btree (lower("product_category"));--> statement-breakpoint
CREATE INDEX "tenders_district_idx" ON "tenders" USING btree (lower("district"));