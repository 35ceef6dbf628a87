-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
-- expression. This wrapper names the dictionary explicitly and is declared IMMUTABLE, the usual
-- way to index diacritics-insensitive text: 'Masážní' and 'masazni' both become 'masazni'.
CREATE OR REPLACE FUNCTION public.shop_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
-- Category names for the search dropdown (Czech, the default locale; other locales fall back to a scan
-- of the few hundred rows).
CREATE INDEX IF NOT EXISTS categories_name_search_idx ON catalog.categories
  USING gin (public.shop_unaccent(lower(name->>'cs')) gin_trgm_ops);
