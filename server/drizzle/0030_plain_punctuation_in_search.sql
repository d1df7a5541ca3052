-- Typographic punctuation (’ “ – and the like) is made plain before PostgreSQL splits a gig's
-- text into words: under the C locale it read "Governor’s" as one word (plain-punctuation.ts).
-- The column is generated anew, and the words index with it.
DROP INDEX "gigs_open_search_idx";--> statement-breakpoint
ALTER TABLE "gigs" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "gigs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', translate(title, '‘’‛ʼ“”„–—… ', '''''''''"""--  ')), 'A') || setweight(to_tsvector('english', translate(description, '‘’‛ʼ“”„–—… ', '''''''''"""--  ')), 'B') || setweight(to_tsvector('english', translate(property_address, '‘’‛ʼ“”„–—… ', '''''''''"""--  ')), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "gigs_open_search_idx" ON "gigs" USING gin ("search_vector","category","property_state") WHERE "gigs"."state" = 'open';--> statement-breakpoint
-- Words that were glued to their punctuation, as search-words.ts now records them.
INSERT INTO "search_words" ("word")
SELECT DISTINCT word
FROM "gigs", unnest(tsvector_to_array(to_tsvector('simple', translate("title" || ' ' || "description" || ' ' || "property_address", '‘’‛ʼ“”„–—… ', '''''''''"""--  ')))) AS word
WHERE word ~ '^[[:alpha:]]{3,}$'
ORDER BY word
ON CONFLICT DO NOTHING;
