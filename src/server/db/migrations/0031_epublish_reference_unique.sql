-- Issue #24 item 5 (decision 056): a tender reference number is used once within an organisation
-- unit by its ePublish tenders once sent (a draft may hold anything until it is sent; a discarded
-- draft gives its number back). Compared trimmed and without regard to case.
CREATE UNIQUE INDEX "epublish_tenders_unit_reference_uq" ON "epublish_tenders" USING btree ("org_unit_id", lower(btrim("reference_no"))) WHERE "epublish_tenders"."state" NOT IN ('draft', 'discarded') AND "epublish_tenders"."reference_no" IS NOT NULL;
