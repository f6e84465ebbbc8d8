CREATE TABLE "activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "reservations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "reservations_amount_positive" CHECK ("reservations"."amount_cents" > 0),
	CONSTRAINT "reservations_status" CHECK ("reservations"."status" in ('pending', 'settled', 'released')),
	CONSTRAINT "reservations_resolved_when_not_pending" CHECK (("reservations"."status" = 'pending') = ("reservations"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ALTER COLUMN "kind" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "reservation_id" uuid;--> statement-breakpoint
-- Hand-written: no product code ever wrote the retired kinds 'debit' and 'refund'; any row a developer's
-- database holds from experiments becomes an adjustment, so the sign CHECK below can be added.
UPDATE "wallet_ledger" SET "kind" = 'adjustment' WHERE "kind" in ('debit', 'refund');--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_user_created_idx" ON "activities" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_pending_deadline_idx" ON "reservations" USING btree ("deadline_at") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reservations_user_status_idx" ON "reservations" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_unit_amount_cents_non_negative" CHECK ("packages"."unit_amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_credit_cents_non_negative" CHECK ("packages"."credit_cents" >= 0);--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_kind_sign" CHECK (("wallet_ledger"."kind" in ('recharge', 'release') and "wallet_ledger"."amount_cents" > 0)
        or ("wallet_ledger"."kind" in ('reservation', 'reversal') and "wallet_ledger"."amount_cents" < 0)
        or ("wallet_ledger"."kind" = 'adjustment' and "wallet_ledger"."amount_cents" <> 0));--> statement-breakpoint
DROP TYPE "public"."ledger_kind";--> statement-breakpoint
-- Hand-written (drizzle-kit has no triggers): the ledger is append-only; history can only grow.
CREATE FUNCTION "wallet_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'wallet_ledger is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "wallet_ledger_no_update_or_delete" BEFORE UPDATE OR DELETE ON "wallet_ledger"
  FOR EACH ROW EXECUTE FUNCTION "wallet_ledger_append_only"();
