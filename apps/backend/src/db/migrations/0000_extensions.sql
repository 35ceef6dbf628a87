-- Extensions for diacritics-insensitive search (unaccent) and similarity (pg_trgm).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
