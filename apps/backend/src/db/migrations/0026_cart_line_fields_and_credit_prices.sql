ALTER TABLE "cart"."cart_items" DROP CONSTRAINT "cart_items_cart_variant";--> statement-breakpoint
ALTER TABLE "cart"."cart_items" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "cart"."cart_items" ADD COLUMN "separate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart"."cart_items" ADD COLUMN "for_credits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart"."cart_items" ADD COLUMN "custom" jsonb;--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD COLUMN "credit_price" integer;--> statement-breakpoint
ALTER TABLE "orders"."order_items" ADD COLUMN "credits_paid" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart"."cart_items" ADD CONSTRAINT "cart_items_parent_id_cart_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cart"."cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_shared_line_idx" ON "cart"."cart_items" USING btree ("cart_id","variant_id","for_credits") WHERE not "cart"."cart_items"."separate";--> statement-breakpoint
CREATE INDEX "cart_items_parent_idx" ON "cart"."cart_items" USING btree ("parent_id");--> statement-breakpoint
ALTER TABLE "catalog"."products" ADD CONSTRAINT "products_credit_price_positive" CHECK ("catalog"."products"."credit_price" is null or "catalog"."products"."credit_price" > 0);