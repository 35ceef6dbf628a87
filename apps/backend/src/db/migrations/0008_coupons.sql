CREATE TABLE "cart"."coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"percent" integer,
	"amounts" jsonb,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"usage_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "coupons_percent_range" CHECK ("cart"."coupons"."percent" is null or ("cart"."coupons"."percent" > 0 and "cart"."coupons"."percent" <= 100)),
	CONSTRAINT "coupons_used_within_limit" CHECK ("cart"."coupons"."usage_limit" is null or "cart"."coupons"."used_count" <= "cart"."coupons"."usage_limit")
);
--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "coupon_code" text;