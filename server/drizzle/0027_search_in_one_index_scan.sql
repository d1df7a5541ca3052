-- btree_gin lets one GIN index hold the words and the service and state columns; pg_trgm finds
-- the nearest spelling of a word. Both ship with PostgreSQL (the embedded build included).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "gigs_search_idx";--> statement-breakpoint
CREATE INDEX "search_words_trigram_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "gigs_open_search_idx" ON "gigs" USING gin ("search_vector","category","property_state") WHERE "gigs"."state" = 'open';--> statement-breakpoint
-- The words of the gigs already posted, as search-words.ts records them for new ones.
INSERT INTO "search_words" ("word")
SELECT DISTINCT word
FROM "gigs", unnest(tsvector_to_array(to_tsvector('simple', "title" || ' ' || "description" || ' ' || "property_address"))) AS word
WHERE word ~ '^[[:alpha:]]{3,}$'
ORDER BY word
ON CONFLICT DO NOTHING;
