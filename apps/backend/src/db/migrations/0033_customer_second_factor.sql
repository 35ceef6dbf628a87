CREATE TABLE "customer"."login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer"."recovery_codes" (
	"account_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "recovery_codes_account_id_code_hash_pk" PRIMARY KEY("account_id","code_hash")
);
--> statement-breakpoint
CREATE TABLE "customer"."second_factors" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_step" bigint,
	"pending_recovery_codes" text[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer"."login_challenges" ADD CONSTRAINT "login_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "customer"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer"."recovery_codes" ADD CONSTRAINT "recovery_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "customer"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer"."second_factors" ADD CONSTRAINT "second_factors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "customer"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_challenges_account_idx" ON "customer"."login_challenges" USING btree ("account_id");