-- "Did you mean …?" learns words only from tenders the public can see (issue #23 item 6): a
-- tender scheduled for a later date lent its rare title word to suggestions before it was
-- public. Each row now says from when its tenders are public; a search sums the rows whose
-- moment has come (modules/tenders/search-words.ts).
ALTER TABLE "tender_search_words" ADD COLUMN "public_from" timestamp with time zone DEFAULT 'epoch'::timestamptz NOT NULL;--> statement-breakpoint
ALTER TABLE "tender_search_words" DROP CONSTRAINT "tender_search_words_pkey";--> statement-breakpoint
ALTER TABLE "tender_search_words" ADD CONSTRAINT "tender_search_words_word_public_from_pk" PRIMARY KEY("word","public_from");--> statement-breakpoint
DELETE FROM "tender_search_words";--> statement-breakpoint
INSERT INTO "tender_search_words" ("word", "public_from", "n")
  SELECT word, 'epoch'::timestamptz, ndoc FROM ts_stat('select to_tsvector(''simple'', tender_search_split(coalesce(title, '''') || '' '' || coalesce(description, ''''))) from tenders where coalesce(published_at, ''epoch''::timestamptz) <= now()')
  WHERE length(word) >= 3 AND word !~ '[0-9]';--> statement-breakpoint
INSERT INTO "tender_search_words" ("word", "public_from", "n")
  SELECT word, t.published_at, count(*) FROM tenders t,
    unnest(tsvector_to_array(to_tsvector('simple', tender_search_split(coalesce(t.title, '') || ' ' || coalesce(t.description, ''))))) AS word
  WHERE t.published_at > now() AND length(word) >= 3 AND word !~ '[0-9]'
  GROUP BY word, t.published_at;
