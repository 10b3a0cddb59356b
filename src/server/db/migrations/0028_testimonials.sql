ALTER TABLE "content_documents" ALTER COLUMN "file_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "quote" text;
--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "person_name" text;
--> statement-breakpoint
ALTER TABLE "content_documents" ADD COLUMN "person_role" text;
--> statement-breakpoint
ALTER TABLE "content_documents" DROP CONSTRAINT "content_documents_type";
--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_type" CHECK ("content_documents"."type" in ('actRules', 'centralActs', 'spppInstructions', 'officeOrders', 'standardBiddingDocuments', 'wbAdbMdb', 'rulesManuals', 'itAct', 'newsletter', 'helpDocuments', 'downloads', 'testimonials'));
--> statement-breakpoint
ALTER TABLE "content_documents" ADD CONSTRAINT "content_documents_body" CHECK (("content_documents"."type" = 'testimonials' and "content_documents"."file_id" is null and "content_documents"."quote" is not null and "content_documents"."person_name" is not null and "content_documents"."person_role" is not null and "content_documents"."language" in ('en', 'as'))
        or ("content_documents"."type" <> 'testimonials' and "content_documents"."file_id" is not null and "content_documents"."quote" is null and "content_documents"."person_name" is null and "content_documents"."person_role" is null));
