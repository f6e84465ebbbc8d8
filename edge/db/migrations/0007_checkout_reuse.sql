ALTER TABLE "checkouts" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "expires_at" timestamp with time zone;