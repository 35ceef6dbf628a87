DROP INDEX "orders"."orders_customer_idx";--> statement-breakpoint
ALTER TABLE "orders"."order_items" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "fulfilment" text DEFAULT 'unshipped' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders"."orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders"."orders" USING btree ("customer_id","id");