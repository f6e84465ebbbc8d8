ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status";--> statement-breakpoint
ALTER TABLE "login_codes" DROP CONSTRAINT "login_codes_purpose";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status" CHECK ("checkouts"."status" in ('open', 'credited', 'expired', 'failed', 'mismatch', 'account_closed'));--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_purpose" CHECK ("login_codes"."purpose" in ('login', 'signup', 'account-delete'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tombstone_empty" CHECK ("users"."deleted_at" is null or "users"."balance_cents" = 0);