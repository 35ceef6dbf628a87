CREATE INDEX "orders_total_idx" ON "orders"."orders" USING btree ("total_with_tax","id");--> statement-breakpoint
CREATE INDEX "orders_billing_country_idx" ON "orders"."orders" USING btree (("billing_address"->>'countryCode'));--> statement-breakpoint
CREATE INDEX "orders_shipping_country_idx" ON "orders"."orders" USING btree (("shipping_address"->>'countryCode'));--> statement-breakpoint
-- The order desk's search ignores diacritics too: "novak" finds Novák.
DROP INDEX "orders"."orders_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders"."orders" USING gin (
  public.shop_unaccent(lower("customer"->>'name' || ' ' || "email" || ' ' || coalesce("customer"->>'phone', ''))) gin_trgm_ops
);
