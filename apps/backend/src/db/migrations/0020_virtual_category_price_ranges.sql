ALTER TABLE "cms"."virtual_categories" DROP CONSTRAINT "virtual_categories_price";--> statement-breakpoint
ALTER TABLE "cms"."virtual_categories" ADD COLUMN "price_ranges" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- A range set in one currency keeps its bounds under that currency's code.
UPDATE "cms"."virtual_categories"
SET "price_ranges" = jsonb_build_object(
  "price_currency",
  jsonb_strip_nulls(jsonb_build_object('from', "price_from", 'to', "price_to"))
)
WHERE "price_currency" IS NOT NULL AND ("price_from" IS NOT NULL OR "price_to" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "cms"."virtual_categories" DROP COLUMN "price_currency";--> statement-breakpoint
ALTER TABLE "cms"."virtual_categories" DROP COLUMN "price_from";--> statement-breakpoint
ALTER TABLE "cms"."virtual_categories" DROP COLUMN "price_to";
