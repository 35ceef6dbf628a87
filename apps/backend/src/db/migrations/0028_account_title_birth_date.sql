ALTER TABLE "customer"."accounts" ADD COLUMN "vatinsvk" text;--> statement-breakpoint
ALTER TABLE "customer"."accounts" ADD COLUMN "formal_title" text;--> statement-breakpoint
ALTER TABLE "customer"."accounts" ADD COLUMN "date_of_birth" date;