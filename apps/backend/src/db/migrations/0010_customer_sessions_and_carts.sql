CREATE TABLE "customer"."sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart"."carts" ADD COLUMN "customer_id" integer;--> statement-breakpoint
ALTER TABLE "customer"."accounts" ADD COLUMN "groups" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "customer"."sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "customer"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "customer"."sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_open_customer_idx" ON "cart"."carts" USING btree ("customer_id") WHERE "cart"."carts"."customer_id" is not null and "cart"."carts"."ordered_at" is null;