CREATE TABLE "welcome_grants" (
	"address_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_kind_sign";--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_sign" CHECK (("wallet_ledger"."kind" in ('recharge', 'release', 'grant') and "wallet_ledger"."amount_cents" > 0)
        or ("wallet_ledger"."kind" in ('reservation', 'reversal') and "wallet_ledger"."amount_cents" < 0)
        or ("wallet_ledger"."kind" = 'adjustment' and "wallet_ledger"."amount_cents" <> 0));