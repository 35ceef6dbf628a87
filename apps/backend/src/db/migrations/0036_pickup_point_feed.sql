ALTER TABLE "shipping"."pickup_points" ADD COLUMN "directions" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping"."pickup_points" ADD COLUMN "photo_url" text;--> statement-breakpoint
ALTER TABLE "shipping"."pickup_points" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping"."pickup_points" ADD COLUMN "status_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping"."pickup_points" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping"."pickup_points" ADD COLUMN "imported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipping"."shippers" ADD COLUMN "carrier" text;--> statement-breakpoint
UPDATE "shipping"."pickup_points" SET "search_text" = public.shop_unaccent(lower("city" || ' ' || "name" || ' ' || "street" || ' ' || "region" || ' ' || "postcode"));
--> statement-breakpoint
-- The search's words match anywhere in the text (LIKE '%…%'): a trigram index finds them without
-- reading every point; a search around a place narrows by latitude first; a list without words
-- reads the points in their order (by country and town) and stops at the page's end.
CREATE INDEX IF NOT EXISTS "pickup_points_search_idx" ON "shipping"."pickup_points" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pickup_points_latitude_idx" ON "shipping"."pickup_points" USING btree ("shipper_id", "latitude");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "pickup_points_order_idx" ON "shipping"."pickup_points" USING btree ("shipper_id", "country_code", "search_text", "id");
