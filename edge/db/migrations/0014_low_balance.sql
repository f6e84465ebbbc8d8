ALTER TABLE "users" ADD COLUMN "low_balance_threshold_cents" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_balance_warned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_low_balance_threshold_non_negative" CHECK ("users"."low_balance_threshold_cents" >= 0);