ALTER TABLE "catalog"."variants" ADD COLUMN "quantity_decimals" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."order_items" ADD COLUMN "quantity_decimals" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog"."variants" ADD CONSTRAINT "variants_quantity_decimals_range" CHECK ("catalog"."variants"."quantity_decimals" between 0 and 3);