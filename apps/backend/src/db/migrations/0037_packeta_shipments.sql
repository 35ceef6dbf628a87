CREATE SCHEMA "test_packeta";
--> statement-breakpoint
CREATE TABLE "orders"."shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"packet_id" text,
	"barcode" text,
	"barcode_text" text,
	"error" text,
	"claimed_until" timestamp with time zone,
	"status_code" integer,
	"status_text" text,
	"status_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_packeta"."packets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_packeta"."packets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 4100000001 CACHE 1),
	"number" text NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address_id" text NOT NULL,
	"currency" text NOT NULL,
	"value" text NOT NULL,
	"cod" text NOT NULL,
	"weight" text NOT NULL,
	"eshop" text NOT NULL,
	"status_code" integer DEFAULT 1 NOT NULL,
	"status_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders"."shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "orders"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_open_idx" ON "orders"."shipments" USING btree ("state") WHERE closed_at is null;