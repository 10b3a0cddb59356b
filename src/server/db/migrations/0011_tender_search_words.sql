-- Search that finds what people type (issue 12, docs/decisions/016). Words joined by / _ - .
-- or by a letter-digit boundary ("Maint/MMPPNA/24", "unit/bldg", "2023_PWD_34868_9", "132Kv")
-- are indexed whole (the English vectors keep the parser's whole token) and as their parts
-- (the simple vectors of the split text). Queries go through the same function. `/` and `_`
-- always separate ("(BR )/GOLA/SOPD"); `-` and `.` only between letters or digits, so a
-- query's `-word` (websearch "not") keeps its meaning.
CREATE OR REPLACE FUNCTION tender_search_split(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ select regexp_replace(regexp_replace(regexp_replace(input,
    '[/_]+', ' ', 'g'),
    '([0-9A-Za-z\u0980-\u09FF])[-.]+(?=[0-9A-Za-z\u0980-\u09FF])', '\1 ', 'g'),
    '([A-Za-z])(?=[0-9])|([0-9])(?=[A-Za-z])', '\1\2 ', 'g') $$;--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: the column is dropped (with its
-- index) and added again, which recomputes every existing row's vector.
ALTER TABLE "tenders" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "tenders" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A')
        || setweight(to_tsvector('english', coalesce(description, '')), 'B')
        || setweight(to_tsvector('simple', tender_search_split(coalesce(title, '') || ' ' || coalesce(description, ''))), 'C')
        || setweight(to_tsvector('simple', coalesce(reference_no, '') || ' ' || coalesce(organisation_chain, '') || ' ' || coalesce(location, '') || ' ' || coalesce(product_category, '')), 'D')
        || setweight(to_tsvector('simple', tender_search_split(coalesce(reference_no, '') || ' ' || external_id)), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "tenders_search_idx" ON "tenders" USING gin ("search");--> statement-breakpoint
-- A query that is a tender id or a whole reference number goes straight to the tender.
CREATE INDEX "tenders_external_id_lower_idx" ON "tenders" USING btree (lower("external_id"));--> statement-breakpoint
CREATE INDEX "tenders_reference_lower_idx" ON "tenders" USING btree (lower("reference_no"));--> statement-breakpoint
-- The indexed words of titles and descriptions, for "Did you mean …?" (pg_trgm similarity).
-- Refreshed by the tender importer after each load (modules/tenders/search-words.ts).
CREATE TABLE "tender_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"n" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "tender_search_words_trgm_idx" ON "tender_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "tender_search_words" ("word", "n")
  SELECT word, ndoc FROM ts_stat('select to_tsvector(''simple'', tender_search_split(coalesce(title, '''') || '' '' || coalesce(description, ''''))) from tenders')
  WHERE length(word) >= 3 AND word !~ '[0-9]';--> statement-breakpoint
ANALYZE "tenders";
