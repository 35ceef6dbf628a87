ALTER TABLE "orders"."orders" ADD COLUMN "payment_kind" text;--> statement-breakpoint
UPDATE "orders"."orders" o SET "payment_kind" = p."kind" FROM "payment"."payments" p WHERE p."id" = o."payment_id";--> statement-breakpoint
UPDATE "orders"."orders" SET "payment_kind" = CASE "payment_status" WHEN 'awaiting_transfer' THEN 'bank_transfer' WHEN 'on_delivery' THEN 'cod' ELSE 'gateway' END WHERE "payment_kind" IS NULL;--> statement-breakpoint
ALTER TABLE "orders"."orders" ALTER COLUMN "payment_kind" SET NOT NULL;
