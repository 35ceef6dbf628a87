CREATE TABLE "catalog"."search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "catalog"."search_words" USING gin ("word" gin_trgm_ops);