CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_key_unique" UNIQUE("key"),
	CONSTRAINT "mail_outbox_attempts_non_negative" CHECK ("mail_outbox"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "welcome_grants" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_sign";--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "processor_receipt_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_balance_threshold_cents" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "low_balance_warned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_low_balance_threshold_non_negative" CHECK ("users"."low_balance_threshold_cents" >= 0);--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_sign" CHECK (("wallet_ledger"."kind" in ('recharge', 'release', 'grant') and "wallet_ledger"."amount_cents" > 0)
        or ("wallet_ledger"."kind" in ('reservation', 'reversal') and "wallet_ledger"."amount_cents" < 0)
        or ("wallet_ledger"."kind" = 'adjustment' and "wallet_ledger"."amount_cents" <> 0));